import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { CostInfo, LatestTrades } from '../../features/market-data/InstrumentMarketData.tsx';
import { useInstrumentQuery } from '../../features/market-data/instrument/queries.ts';
import { instrumentPath } from '../../features/market-data/links.ts';
import { Link } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** cost-info/{instrumentId} and latest-trades/{instrumentId}: one part of the instrument page on its own. */
export default function InstrumentDetailScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'feed']);
  const errorMessage = useErrorMessage();
  const instrument = useInstrumentQuery(page.params.instrumentId ?? '');
  const title = t(page.routeId === 'cost-info' ? 'routes:titles.cost-info' : 'routes:titles.latest-trades');
  useDocumentTitle(instrument.data ? `${title}: ${instrument.data.name}` : title);
  return (
    <section className="instrument-detail" aria-labelledby="instrument-detail-title">
      <h1 id="instrument-detail-title">
        {title}
        {instrument.data && `: ${instrument.data.name}`}
      </h1>
      {instrument.isPending ? (
        <Spinner />
      ) : instrument.isError ? (
        <Alert>{errorMessage(instrument.error)}</Alert>
      ) : (
        <>
          <p>
            <Link to={instrumentPath(instrument.data, page.site)}>{instrument.data.name}</Link>
          </p>
          {page.routeId === 'cost-info' ? (
            <CostInfo instrumentId={instrument.data.id} site={page.site} />
          ) : (
            <LatestTrades instrumentId={instrument.data.id} site={page.site} />
          )}
        </>
      )}
    </section>
  );
}

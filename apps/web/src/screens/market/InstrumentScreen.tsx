import { useTranslation } from 'react-i18next';
import type { Page } from '../../app/page.ts';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { CommunityFeed } from '../../features/community/feed/CommunityFeed.tsx';
import { InstrumentHeader } from '../../features/instrument/InstrumentHeader.tsx';
import { useInstrumentQuery } from '../../features/instrument/queries.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** An instrument page (by id and name, or by slug): its header and its community feed. */
export default function InstrumentScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['feed', 'routes']);
  const instrument = useInstrumentQuery(page.params.instrumentId ?? page.params.instrumentSlug ?? '');
  useDocumentTitle(instrument.data?.name ?? t('routes:titles.instrument'));

  if (instrument.isPending) return <Spinner />;
  if (instrument.isError) {
    const notFound = instrument.error instanceof ApiError && instrument.error.status === 404;
    return (
      <section className="card narrow">
        <h1>{t('routes:titles.instrument')}</h1>
        <Alert>{notFound ? t('feed:instrument.notFound') : t('feed:instrument.loadError')}</Alert>
      </section>
    );
  }
  const { data } = instrument;
  return (
    <article className="instrument-page" aria-labelledby="instrument-title">
      <InstrumentHeader instrument={data} titleId="instrument-title" />
      <section aria-labelledby="instrument-community">
        <h2 id="instrument-community">{t('feed:instrument.community')}</h2>
        <CommunityFeed key={data.id} instrumentId={data.id} communityName={data.name} />
      </section>
    </article>
  );
}

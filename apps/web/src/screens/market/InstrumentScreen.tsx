import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { SkipLink } from '../../components/SkipLink.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { WhenVisible } from '../../components/WhenVisible.tsx';
import {
  CostInfo,
  KeyFigures,
  LatestTrades,
  QuoteSummary,
} from '../../features/market-data/InstrumentMarketData.tsx';
import { InstrumentHeader } from '../../features/market-data/instrument/InstrumentHeader.tsx';
import { useInstrumentQuery } from '../../features/market-data/instrument/queries.ts';
import { PriceChart } from '../../features/market-data/PriceChart.tsx';
import { useQuoteQuery } from '../../features/market-data/queries.ts';
import { OrderPanel } from '../../features/trading/OrderPanel.tsx';
import { WatchButton } from '../../features/watchlists-and-alerts/WatchButton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './InstrumentScreen.css';

// The community feed and its composer are chunks of their own, loaded beside the page's first render
// (the feed after the order, chart and figures; the composer when a trade is commented on).
const CommunityFeed = lazy(() =>
  import('../../features/community/feed/CommunityFeed.tsx').then((m) => ({ default: m.CommunityFeed })),
);
const InstrumentPostBox = lazy(() =>
  import('../../features/community/composer/InstrumentPostBox.tsx').then((m) => ({
    default: m.InstrumentPostBox,
  })),
);

// The map is a chunk of its own, fetched when its section nears the screen.
// Below the fold: the order book loads after the page is shown.
const OrderBook = lazy(() => import('../../features/market-data/OrderBook.tsx'));
const WorldMap = lazy(() =>
  import('../../features/portfolio/world-map/WorldMap.tsx').then((m) => ({ default: m.WorldMap })),
);

import { SignUpBanner } from '../../features/community/membership/SignUpBanner.tsx';

/**
 * An instrument page (by id and name, or by slug): header, price, order segment, chart, key figures,
 * latest trades, costs and the community feed.
 */
export default function InstrumentScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['feed', 'routes', 'worldmap']);
  const instrument = useInstrumentQuery(page.params.instrumentId ?? page.params.instrumentSlug ?? '');
  const quote = useQuoteQuery(instrument.data?.id ?? 0, instrument.data !== undefined);
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
      {/* The discussion is the page's last part, after the order, chart and figures' controls. */}
      <SkipLink
        href="#instrument-community"
        target={() => document.getElementById('instrument-community')}
        className="instrument-jump"
      >
        {t('feed:instrument.jumpToDiscussion')}
      </SkipLink>
      <WatchButton instrument={data} site={page.site} />
      <QuoteSummary quote={quote.data} site={page.site} />
      <OrderPanel
        page={page}
        instrument={data}
        quote={quote.data ?? null}
        commentBox={(instrumentId) => (
          <Suspense fallback={<Spinner />}>
            <InstrumentPostBox instrumentId={instrumentId} />
          </Suspense>
        )}
      />
      <PriceChart instrumentId={data.id} site={page.site} />
      <div className="instrument-columns">
        <KeyFigures instrumentId={data.id} site={page.site} />
        <LatestTrades instrumentId={data.id} site={page.site} />
        <Suspense fallback={null}>
          <OrderBook instrumentId={data.id} site={page.site} />
        </Suspense>
      </div>
      <CostInfo instrumentId={data.id} site={page.site} />
      {data.allocation && (
        <section aria-labelledby="instrument-allocation">
          <h2 id="instrument-allocation">{t('worldmap:title')}</h2>
          <WhenVisible minHeight="16rem">
            <Suspense fallback={<Spinner />}>
              <WorldMap allocations={data.allocation} label={t('worldmap:title')} />
            </Suspense>
          </WhenVisible>
        </section>
      )}
      <section aria-labelledby="instrument-community">
        <h2 id="instrument-community">{t('feed:instrument.community')}</h2>
        <SignUpBanner />
        <Suspense fallback={<Spinner />}>
          <CommunityFeed key={data.id} instrumentId={data.id} communityName={data.name} />
        </Suspense>
      </section>
    </article>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceAlertForm } from '../../features/watchlists-and-alerts/PriceAlertForm.tsx';
import { PriceAlertList } from '../../features/watchlists-and-alerts/PriceAlertList.tsx';
import { useMyWatchlistsQuery } from '../../features/watchlists-and-alerts/queries.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './market.css';

export default function PriceAlertsScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'market']);
  useDocumentTitle(t('routes:titles.price-alerts'));
  const lists = useMyWatchlistsQuery();
  const names = useMemo(
    () =>
      new Map(
        (lists.data ?? []).flatMap((list) =>
          list.instruments.map((item) => [item.instrumentId, item.name] as const),
        ),
      ),
    [lists.data],
  );
  return (
    <section className="markets-page" aria-labelledby="alerts-title">
      <h1 id="alerts-title">{t('routes:titles.price-alerts')}</h1>
      <PriceAlertForm />
      <h2>{t('market:markets.alerts.mine')}</h2>
      <PriceAlertList site={page.site} names={names} />
    </section>
  );
}

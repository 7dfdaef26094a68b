import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { instrumentPath } from '../../features/market-data/links.ts';
import { formatPercent } from '../../features/market-data/market-format.ts';
import { useSharedWatchlistQuery } from '../../features/watchlists-and-alerts/queries.ts';
import { formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './market.css';
import { TableScroll } from '../../components/TableScroll.tsx';

/** A shared watchlist, read-only, with quotes. */
export default function SharedListScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'market']);
  const list = useSharedWatchlistQuery(page.params.listId ?? '');
  useDocumentTitle(list.data?.name ?? t('routes:titles.shared-list'));
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <section className="card narrow">
        <h1>{t('routes:titles.shared-list')}</h1>
        <Alert>{t('market:markets.watchlists.notShared')}</Alert>
      </section>
    );
  return (
    <section className="markets-page" aria-labelledby="shared-title">
      <h1 id="shared-title">{list.data.name}</h1>
      {list.data.instruments.length === 0 ? (
        <p>{t('market:markets.watchlists.emptyList')}</p>
      ) : (
        <TableScroll label={list.data.name}>
          <table className="markets-table">
            <thead>
              <tr>
                <th scope="col">{t('market:markets.table.name')}</th>
                <th scope="col" className="num">
                  {t('market:markets.table.last')}
                </th>
                <th scope="col" className="num">
                  {t('market:markets.table.change')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.instruments.map((item) => (
                <tr key={item.instrumentId}>
                  <th scope="row">
                    <Link to={instrumentPath({ id: item.instrumentId, name: item.name }, page.site)}>
                      {item.name}
                    </Link>{' '}
                    <span className="markets-symbol">{item.symbol}</span>
                  </th>
                  <td className="num">
                    {item.last ? formatMoney(item.last, item.currency, page.site) : '–'}
                  </td>
                  <td className="num">
                    {item.changePercent ? formatPercent(item.changePercent, page.site) : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatMoney, formatUnits } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { instrumentPath } from '../market-data/links.ts';
import { changeClass, formatPercent } from '../market-data/market-format.ts';
import { usePositionsQuery } from '../trading/queries.ts';

/** One account's holdings: quantity, average price, market value and return. */
export function PositionsList({ accid, site }: { accid: string; site: SiteId }) {
  const { t } = useTranslation('market');
  const errorMessage = useErrorMessage();
  const positions = usePositionsQuery(accid);
  if (positions.isPending) return <Spinner />;
  if (positions.isError) return <Alert>{errorMessage(positions.error)}</Alert>;
  if (positions.data.length === 0) return <p className="muted">{t('positions.empty')}</p>;
  return (
    <table className="data-table positions">
      <caption className="visually-hidden">{t('positions.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('positions.instrument')}</th>
          <th scope="col">{t('positions.volume')}</th>
          <th scope="col">{t('positions.averagePrice')}</th>
          <th scope="col">{t('positions.marketValue')}</th>
          <th scope="col">{t('positions.return')}</th>
        </tr>
      </thead>
      <tbody>
        {positions.data.map((position) => (
          <tr key={position.instrumentId}>
            <th scope="row">
              <Link to={instrumentPath({ id: position.instrumentId, name: position.name }, site)}>
                {position.name}
              </Link>
            </th>
            <td>{formatUnits(position.volume, site)}</td>
            <td>{formatMoney(position.averagePrice, position.currency, site)}</td>
            <td>{position.marketValue ? formatMoney(position.marketValue, position.currency, site) : '–'}</td>
            <td className={changeClass(position.unrealizedReturn)}>
              {position.unrealizedReturn
                ? formatMoney(position.unrealizedReturn, position.currency, site)
                : '–'}
              {position.unrealizedReturnPercent &&
                ` (${formatPercent(position.unrealizedReturnPercent, site)})`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

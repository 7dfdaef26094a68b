import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDateTime, formatMoney, formatUnits } from '../../lib/format.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { type TransactionFilter, useTransactionsQuery } from '../trading/queries.ts';

/** A trade reads "10 Volvo B at SEK 250.00"; a dividend its amount a share on the units held. */
function detailsKey(type: string, named: boolean) {
  if (type === 'DIVIDEND')
    return named ? 'payments:transactions.dividendOf' : 'payments:transactions.dividend';
  return named ? 'payments:transactions.tradeOf' : 'payments:transactions.trade';
}

/** One account's transactions of the kinds and period asked for, with their fees, newest first. */
export function TransactionsList({
  accid,
  site,
  filter = {},
}: {
  accid: string;
  site: SiteId;
  filter?: TransactionFilter;
}) {
  const { t } = useTranslation(['market', 'payments']);
  const errorMessage = useErrorMessage();
  const transactions = useTransactionsQuery(accid, filter);
  if (transactions.isPending) return <Spinner />;
  if (transactions.isError) return <Alert>{errorMessage(transactions.error)}</Alert>;
  if (transactions.data.transactions.length === 0)
    return <p className="muted">{t('payments:transactions.empty')}</p>;
  return (
    <table className="data-table transactions">
      <thead>
        <tr>
          <th scope="col">{t('payments:transactions.time')}</th>
          <th scope="col">{t('payments:transactions.type')}</th>
          <th scope="col">{t('payments:transactions.details')}</th>
          <th scope="col">{t('payments:transactions.amount')}</th>
          <th scope="col">{t('payments:transactions.fee')}</th>
          <th scope="col">{t('payments:transactions.total')}</th>
        </tr>
      </thead>
      <tbody>
        {transactions.data.transactions.map((row) => (
          <tr key={row.id}>
            <td>{formatDateTime(row.time, site)}</td>
            <td>{t(`payments:transactions.types.${row.type}`)}</td>
            <td>
              {row.volume !== null && row.price !== null
                ? t(detailsKey(row.type, row.instrumentName !== null), {
                    volume: formatUnits(row.volume, site),
                    name: row.instrumentName,
                    price: formatMoney(row.price, row.priceCurrency ?? row.currency, site),
                  })
                : ''}
              {row.fxRate !== null && (
                <span className="muted">
                  {' '}
                  {t('payments:transactions.fxRate', {
                    rate: row.fxRate,
                    from: row.priceCurrency,
                    to: row.currency,
                  })}
                </span>
              )}
            </td>
            <td>{formatMoney(row.amount, row.currency, site)}</td>
            <td>{formatMoney(row.fee, row.currency, site)}</td>
            <td>{formatMoney(row.total, row.currency, site)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

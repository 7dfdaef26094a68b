import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useCancelWithdrawal, useWithdrawals } from './money-out-queries.ts';

/** An account's withdrawals, newest first; one still REQUESTED can be cancelled. */
export function WithdrawalList({ accid, site }: { accid: string; site: SiteId }) {
  const { t } = useTranslation(['market', 'payments']);
  const errorMessage = useErrorMessage();
  const list = useWithdrawals(accid);
  const cancel = useCancelWithdrawal();
  if (list.isPending) return <Spinner />;
  if (list.isError) return <Alert>{errorMessage(list.error)}</Alert>;
  if (list.data.length === 0) return <p className="muted">{t('payments:withdrawals.empty')}</p>;
  return (
    <>
      {cancel.isError && <Alert focus>{errorMessage(cancel.error)}</Alert>}
      {cancel.isSuccess && (
        <Alert tone="success" focus>
          {t('payments:withdrawals.cancelled')}
        </Alert>
      )}
      <ul className="withdrawal-list">
        {list.data.map((w) => (
          <li key={w.id} className="withdrawal-row">
            <span>
              {formatMoney(w.amount, w.currency, site)} ·{' '}
              {t('payments:withdrawals.arrives', { date: formatDay(w.expectedArrival, site) })}
            </span>
            <span className={`status-badge status-${w.status.toLowerCase()}`}>
              {t(`payments:withdrawals.status.${w.status}`)}
            </span>
            {w.status === 'REQUESTED' && (
              <Button
                variant="secondary"
                busy={cancel.isPending && cancel.variables?.id === w.id}
                onClick={() => cancel.mutate({ accid, id: w.id })}
                aria-label={t('payments:withdrawals.cancelOne', {
                  amount: formatMoney(w.amount, w.currency, site),
                })}
              >
                {t('payments:withdrawals.cancel')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

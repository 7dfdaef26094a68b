import type { RecurringDepositView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useRecurringDeposits, useStopRecurringDeposit } from './direct-debit-queries.ts';

/** An account's recurring deposits, newest first: the next run, the latest runs (failures with why), stop. */
export function RecurringDepositList({ accid, site }: { accid: string; site: SiteId }) {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const list = useRecurringDeposits(accid);
  const stop = useStopRecurringDeposit();
  if (list.isPending) return <Spinner />;
  if (list.isError) return <Alert>{errorMessage(list.error)}</Alert>;
  if (list.data.length === 0) return <p className="muted">{t('recurring.empty')}</p>;
  return (
    <>
      {stop.isError && <Alert focus>{errorMessage(stop.error)}</Alert>}
      {stop.isSuccess && (
        <Alert tone="success" focus>
          {stop.data.nextRunDate
            ? t('recurring.stoppedCommitted', { date: formatDay(stop.data.nextRunDate, site) })
            : t('recurring.stopped')}
        </Alert>
      )}
      <ul className="direct-debit-list">
        {list.data.map((d) => (
          <RecurringDepositItem
            key={d.id}
            deposit={d}
            site={site}
            stopping={stop.isPending && stop.variables?.id === d.id}
            onStop={() => stop.mutate({ accid, id: d.id })}
          />
        ))}
      </ul>
    </>
  );
}

function RecurringDepositItem({
  deposit: d,
  site,
  stopping,
  onStop,
}: {
  deposit: RecurringDepositView;
  site: SiteId;
  stopping: boolean;
  onStop: () => void;
}) {
  const { t } = useTranslation('payments');
  const amount = formatMoney(d.amount, d.currency, site);
  return (
    <li className="recurring-item">
      <div className="direct-debit-row">
        <span>
          {t('recurring.summary', { amount, day: d.dayOfMonth })}
          {d.nextRunDate && (
            <span className="muted">
              {' '}
              ·{' '}
              {d.status === 'ACTIVE'
                ? t('recurring.next', { date: formatDay(d.nextRunDate, site) })
                : t('recurring.lastOnce', { date: formatDay(d.nextRunDate, site) })}
            </span>
          )}
        </span>
        <span className={`status-badge status-${d.status.toLowerCase()}`}>
          {t(`recurring.status.${d.status}`)}
        </span>
        {d.status === 'ACTIVE' && (
          <Button
            variant="secondary"
            busy={stopping}
            onClick={onStop}
            aria-label={t('recurring.stopOne', { amount })}
          >
            {t('recurring.stop')}
          </Button>
        )}
      </div>
      {d.runs.length > 0 && (
        <ul className="recurring-runs" aria-label={t('recurring.runs')}>
          {d.runs.map((run) => (
            <li key={run.id} className={run.status === 'FAILED' ? 'recurring-run-failed' : undefined}>
              {formatDay(run.runDate, site)} · {formatMoney(run.amount, d.currency, site)} ·{' '}
              <span className={`status-badge status-${run.status.toLowerCase()}`}>
                {t(`recurring.runStatus.${run.status}`)}
              </span>
              {run.failReason &&
                ` – ${t(`recurring.reasons.${run.failReason}`, t('recurring.reasons.OTHER'))}`}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

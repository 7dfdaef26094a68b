import { type SiteId, siteLocale } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useSavingsRuns } from './queries.ts';

const SKIP_REASONS = ['INSUFFICIENT_CASH', 'TOO_SMALL_FOR_ONE_UNIT', 'NOT_TRADABLE'] as const;
type SkipReason = (typeof SKIP_REASONS)[number];
const skipReasonOf = (reason: string): SkipReason | 'OTHER' =>
  (SKIP_REASONS as readonly string[]).includes(reason) ? (reason as SkipReason) : 'OTHER';

/** A plan's monthly runs, newest first: the month, its state in words, and what each part bought or why not. */
export function SavingsRuns({
  planId,
  currency,
  site,
  name,
}: {
  planId: string;
  currency: string;
  site: SiteId;
  name: (id: number) => string;
}) {
  const { t } = useTranslation('savings');
  const errorMessage = useErrorMessage();
  const runs = useSavingsRuns(planId);
  if (runs.isPending) return <Spinner />;
  if (runs.isError) return <Alert>{errorMessage(runs.error)}</Alert>;
  if (runs.data.length === 0) return <p className="muted">{t('runs.none')}</p>;
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(siteLocale[site], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <ol className="savings-run-list">
      {runs.data.map((run) => (
        <li key={run.month}>
          <p>
            <strong>{monthName(run.month)}</strong> · {t(`runs.status.${run.status}`)} ·{' '}
            <time dateTime={run.runDate}>{formatDay(run.runDate, site)}</time>
          </p>
          <ul>
            {run.orders.map((order) => (
              <li key={order.instrumentId}>
                {name(order.instrumentId)}: {formatMoney(order.amount, currency, site)} —{' '}
                {order.skipReason === null
                  ? t('runs.bought')
                  : t(`runs.skip.${skipReasonOf(order.skipReason)}`)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

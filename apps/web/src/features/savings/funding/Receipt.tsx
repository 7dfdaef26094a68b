import type { RecurringDepositView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';

/** What the confirmation made: the amount, its day and the first collection; the ways on from here. */
export function Receipt({
  made,
  site,
  again,
}: {
  made: RecurringDepositView;
  site: SiteId;
  /** Starts another transfer (the draft afresh). */
  again(): void;
}) {
  const { t } = useTranslation('savings');
  return (
    <div className="funding-receipt">
      <Alert tone="success" focus>
        {t('funding.receipt.done', {
          amount: formatMoney(made.amount, made.currency, site),
          day: made.dayOfMonth,
        })}{' '}
        {made.nextRunDate && t('funding.receipt.first', { date: formatDay(made.nextRunDate, site) })}
      </Alert>
      <p>{t('funding.receipt.stop')}</p>
      <div className="journey-actions">
        <Link className="btn btn-primary" to={pagePath('monthly-savings', site)}>
          {t('funding.toList')}
        </Link>
        <Link className="btn btn-secondary" to={pagePath('recurring-deposits', site)}>
          {t('funding.receipt.deposits')}
        </Link>
        <Button variant="secondary" onClick={again}>
          {t('funding.receipt.again')}
        </Button>
      </div>
    </div>
  );
}

import type { CreditView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';

/**
 * Where the account stands: the loan, what it may borrow at most (the lower of the limit and the
 * lending value), the room left, the buying power with it, the rate and this month's interest; and,
 * when prices fell below the loan, the shortfall and the two ways to cover it.
 */
export function LendingStanding({ credit, site }: { credit: CreditView; site: SiteId }) {
  const { t } = useTranslation('credit');
  const money = (amount: string) => formatMoney(amount, credit.currency, site);
  const { standing } = credit;
  return (
    <div className="credit-standing" data-testid="lending-standing">
      <p className="lending-state" data-state={standing.state}>
        {t(`lending.state.${standing.state}`)}
      </p>
      {standing.state === 'OVER_LEVERAGED' && (
        <Alert>
          {t('lending.overLeveraged', { shortfall: money(standing.shortfall) })}{' '}
          {credit.marginCall && (
            <strong>
              {t('lending.deadline', { deadline: formatDateTime(credit.marginCall.deadline, site) })}{' '}
            </strong>
          )}
          <Link to={pagePath('deposits', site)}>{t('lending.toDeposit')}</Link>
        </Alert>
      )}
      <dl className="credit-facts">
        <dt>{t('lending.loan')}</dt>
        <dd>{money(standing.loan)}</dd>
        <dt>{t('lending.limit')}</dt>
        <dd>{credit.line ? money(credit.line.creditLimit) : t('lending.noLimit')}</dd>
        <dt>{t('lending.lendingValue')}</dt>
        <dd>{money(credit.lendingValue)}</dd>
        <dt>{t('lending.room')}</dt>
        <dd>{money(standing.room)}</dd>
        <dt>{t('lending.buyingPower')}</dt>
        <dd>
          <strong>{money(standing.buyingPower)}</strong>
        </dd>
        {credit.ratePercent && (
          <>
            <dt>{t('lending.rate')}</dt>
            <dd>{t('lending.ratePercent', { rate: credit.ratePercent })}</dd>
          </>
        )}
        <dt>{t('lending.interestThisMonth')}</dt>
        <dd>{money(credit.interestThisMonth)}</dd>
      </dl>
      <p className="muted">{t('lending.capNote')}</p>
    </div>
  );
}

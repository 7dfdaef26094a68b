import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { usePayoutAccounts } from '../accounts-and-money/money-out-queries.ts';
import { useAccountsQuery } from '../accounts-and-money/queries.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useAccountsLackingCash } from './funding/use-funding-overview.ts';
import { useSavingsPlans } from './queries.ts';
import { SavingsPlanCard } from './SavingsPlanCard.tsx';

/** The customer's plans, newest first, or a call to start the first. */
export function SavingsPlanList({ site }: { site: SiteId }) {
  const { t } = useTranslation('savings');
  const errorMessage = useErrorMessage();
  const plans = useSavingsPlans();
  const accounts = useAccountsQuery();
  const payouts = usePayoutAccounts();
  const lacking = useAccountsLackingCash(plans.data ?? [], accounts.data ?? []);
  if (plans.isPending) return <Spinner />;
  if (plans.isError) return <Alert>{errorMessage(plans.error)}</Alert>;
  if (plans.data.length === 0) {
    return (
      <div className="card savings-empty">
        <p>{t('list.empty')}</p>
        <Link className="btn btn-primary" to={pagePath('monthly-savings-create', site)}>
          {t('list.startFirst')}
        </Link>
      </div>
    );
  }
  return (
    <div className="savings-plans">
      {plans.data.map((plan) => (
        <SavingsPlanCard
          key={plan.id}
          plan={plan}
          site={site}
          account={accounts.data?.find((a) => a.accid === plan.accid)}
          payout={payouts.data?.find((p) => p.id === plan.payoutAccountId)}
          lacksCash={plan.status === 'ACTIVE' && plan.source === 'CASH' && lacking.has(plan.accid)}
        />
      ))}
    </div>
  );
}

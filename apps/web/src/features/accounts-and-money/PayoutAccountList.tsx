import type { PayoutAccountView } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { usePayoutAccounts } from './money-out-queries.ts';

/** The customer's payout accounts with where the bank's verification stands. */
export function PayoutAccountList() {
  const { t } = useTranslation(['market', 'payments']);
  const errorMessage = useErrorMessage();
  const accounts = usePayoutAccounts();
  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  if (accounts.data.length === 0) return <p className="muted">{t('payments:preRegister.empty')}</p>;
  return (
    <ul className="payout-accounts">
      {accounts.data.map((account) => (
        <li key={account.id}>
          <span className="payout-number">{account.display}</span>
          {account.bankName && <span className="muted"> {account.bankName}</span>}{' '}
          <PayoutStatus account={account} />
        </li>
      ))}
    </ul>
  );
}

function PayoutStatus({ account }: { account: PayoutAccountView }) {
  const { t } = useTranslation(['market', 'payments']);
  return (
    <span className={`status-badge status-${account.status.toLowerCase()}`}>
      {t(`payments:preRegister.status.${account.status}`)}
      {account.rejectReason &&
        ` – ${t(`payments:preRegister.reasons.${account.rejectReason}`, t('payments:preRegister.reasons.OTHER'))}`}
    </span>
  );
}

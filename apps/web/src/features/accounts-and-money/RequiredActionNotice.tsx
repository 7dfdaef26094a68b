import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useAccountsQuery } from './queries.ts';
import { useAccountTypeName } from './use-account-type-name.ts';

/**
 * Accounts with something the customer must do first: a reversed deposit left the cash below zero,
 * and nothing can be withdrawn until a deposit covers it. Nothing is shown when all is well.
 */
export function RequiredActionNotice({ site }: { site: SiteId }) {
  const { t } = useTranslation('payments');
  const typeName = useAccountTypeName();
  const accounts = useAccountsQuery();
  const open = (accounts.data ?? []).filter((account) => account.requiredAction === 'COVER_NEGATIVE_CASH');
  if (open.length === 0) return null;
  return (
    <Alert tone="info">
      <strong>{t('requiredAction.title')}</strong>
      {open.map((account) => (
        <p key={account.accid}>
          {account.alias ?? typeName(account.accountType, account.country)} {account.accountNumber}:{' '}
          {t('requiredAction.negativeCash', { amount: formatMoney(account.cash, account.currency, site) })}
        </p>
      ))}
    </Alert>
  );
}

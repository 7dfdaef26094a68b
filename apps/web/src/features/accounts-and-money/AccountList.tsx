import { accountTypeOf, type SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useAccountsQuery } from './queries.ts';
import './AccountList.css';

/** The customer's brokerage accounts with cash, buying power, withdrawable and unsettled cash. */
export function AccountList({ site }: { site: SiteId }) {
  const { t } = useTranslation();
  const accounts = useAccountsQuery();
  const errorMessage = useErrorMessage();
  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  if (accounts.data.length === 0) return <p>{t('home.accountsEmpty')}</p>;
  return (
    <ul className="account-list">
      {accounts.data.map((account) => (
        <li key={account.accid} className="account">
          <h3>{account.alias ?? t(`accountTypes.${accountTypeOf(account.accountType, account.country)}`)}</h3>
          <p className="muted">{t('home.accountNumber', { number: account.accountNumber })}</p>
          <dl>
            <div>
              <dt>{t('home.cash')}</dt>
              <dd>{formatMoney(account.cash, account.currency, site)}</dd>
            </div>
            <div>
              <dt>{t('home.buyingPower')}</dt>
              <dd>{formatMoney(account.buyingPower, account.currency, site)}</dd>
            </div>
            <div>
              <dt>{t('home.withdrawable')}</dt>
              <dd>{formatMoney(account.withdrawable, account.currency, site)}</dd>
            </div>
            <div>
              <dt>{t('home.unsettled')}</dt>
              <dd>{formatMoney(account.unsettled, account.currency, site)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useAccountsQuery } from '../../features/accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Open account → list: the accounts I hold, their room if capped, and a way to open another. */
export default function AccountCreationListScreen({ page }: { page: Page }) {
  const { t } = useTranslation('accounts');
  const typeName = useAccountTypeName();
  useDocumentTitle(t('list.title'));
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  return (
    <section className="card narrow" aria-labelledby="list-title">
      <h1 id="list-title">{t('list.title')}</h1>
      {accounts.isPending && <Spinner />}
      {accounts.isError && <Alert>{errorMessage(accounts.error)}</Alert>}
      {accounts.data && (
        <ul className="group-status">
          {accounts.data.map((account) => (
            <li key={account.accid}>
              <span>
                <strong>{account.alias ?? typeName(account.accountType, account.country)}</strong>{' '}
                <span className="muted">{account.accountNumber}</span>
                {account.isDefault && <span className="badge">{t('list.default')}</span>}
              </span>
              {account.depositRoom !== null && (
                <span className="muted">
                  {t('list.room', { amount: formatMoney(account.depositRoom, account.currency, page.site) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={pagePath('account-creation', page.site)}>{t('list.openAnother')}</Link>
      </p>
    </section>
  );
}

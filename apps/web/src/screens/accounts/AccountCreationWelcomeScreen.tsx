import type { Account } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { Link, useLocation } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Open account → welcome: the new account, and where to go next (money in, the overview). */
export default function AccountCreationWelcomeScreen({ page }: { page: Page }) {
  const { t } = useTranslation('accounts');
  const typeName = useAccountTypeName();
  useDocumentTitle(t('welcome.title'));
  const account = ((useLocation().state ?? null) as { account?: Account } | null)?.account;
  return (
    <section className="card narrow" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{t('welcome.title')}</h1>
      {account && (
        <p className="lead">
          {t('welcome.opened', {
            name: account.alias ?? typeName(account.accountType, account.country),
            number: account.accountNumber,
          })}
        </p>
      )}
      <p>{t('welcome.next')}</p>
      <ul>
        <li>
          <Link to={pagePath('deposits', page.site)}>{t('welcome.deposit')}</Link>
        </li>
        <li>
          <Link to={pagePath('accounts-overview', page.site)}>{t('welcome.overview')}</Link>
        </li>
        <li>
          <Link to={pagePath('account-creation-list', page.site)}>{t('welcome.list')}</Link>
        </li>
      </ul>
    </section>
  );
}

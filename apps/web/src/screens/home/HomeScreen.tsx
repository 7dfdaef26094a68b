import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountList } from '../../features/accounts-and-money/AccountList.tsx';
import { useSessionQuery } from '../../features/identity/queries.ts';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function HomeScreen({ page }: { page: Page }) {
  const { t } = useTranslation();
  useDocumentTitle('');
  const session = useSessionQuery();
  const user = session.data;
  return (
    <section className="hero" aria-labelledby="home-title">
      <h1 id="home-title">
        {user ? t('home.greeting', { name: user.name ?? user.username }) : t('home.title')}
      </h1>
      <p className="lead">{t('home.lead')}</p>
      {user ? (
        <>
          <h2>{t('home.accountsTitle')}</h2>
          <AccountList site={page.site} />
        </>
      ) : (
        <p className="actions">
          <Link to={pagePath('register', page.site)} className="btn btn-primary">
            {t('home.ctaRegister')}
          </Link>
          <Link to={pagePath('login', page.site)} className="btn btn-secondary">
            {t('home.ctaLogin')}
          </Link>
        </p>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function LogoutScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('common:nav.logout'));
  return (
    <section className="card narrow">
      <h1>{t('common:nav.logout')}</h1>
      <Alert tone="success">{t('auth:logout.done')}</Alert>
      <p>
        <Link to={pagePath('login', page.site)} className="btn btn-primary">
          {t('common:nav.login')}
        </Link>
      </p>
    </section>
  );
}

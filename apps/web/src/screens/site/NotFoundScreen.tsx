import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useSite } from '../../lib/site-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './NotFoundScreen.css';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  const site = useSite();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="card narrow not-found" aria-labelledby="not-found-title">
      <p className="big-number" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={pagePath('home', site)} className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

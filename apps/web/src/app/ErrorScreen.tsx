import { useTranslation } from 'react-i18next';
import './ErrorScreen.css';

/** Whatever broke, the user gets a page that says so and a way on, never a blank screen. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  console.error(error);
  return (
    <main id="main" className="main error-page">
      <h1>{t('errorBoundary.title')}</h1>
      <p>{t('errorBoundary.text')}</p>
      <p className="actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errorBoundary.reload')}
        </button>
        <a className="btn btn-secondary" href="/">
          {t('errorBoundary.home')}
        </a>
      </p>
    </main>
  );
}

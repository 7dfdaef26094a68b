import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundScreen from '../screens/site/NotFoundScreen.tsx';
import './ErrorScreen.css';

/** Whatever broke, the user gets a page that says so and a way on, never a blank screen. */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
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

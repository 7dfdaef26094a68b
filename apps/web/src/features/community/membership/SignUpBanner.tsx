import { build, loginRedirectFor } from '@havn/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../../lib/navigation.tsx';
import { useSite } from '../../../lib/site-context.ts';
import { useSessionQuery } from '../../identity/queries.ts';
import './SignUpBanner.css';

const DISMISSED = 'havn.signUpBanner.dismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED) === '1';
  } catch {
    return false;
  }
}

/**
 * The sign-up banner a logged-out visitor sees on community pages (spec: visitors read, and are asked
 * to join): what membership gives, open an account, or log in and come back here. Hidden for the rest
 * of the visit once closed; never shown to a logged-in customer, nor while the session is unknown.
 */
export function SignUpBanner() {
  const { t } = useTranslation('community');
  const site = useSite();
  const location = useLocation();
  const session = useSessionQuery();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed || session.isPending || session.data) return null;
  const close = () => {
    try {
      window.sessionStorage.setItem(DISMISSED, '1');
    } catch {
      // Private mode without storage: closed for this page view only.
    }
    setDismissed(true);
  };
  return (
    <aside className="signup-banner" aria-labelledby="signup-banner-title">
      <div className="signup-banner__text">
        <h2 id="signup-banner-title">{t('signUpBanner.title')}</h2>
        <p>{t('signUpBanner.text')}</p>
      </div>
      <div className="signup-banner__actions">
        <Link className="btn btn-primary" to={build('register', {}, site)}>
          {t('signUpBanner.join')}
        </Link>
        <Link
          className="btn btn-secondary"
          to={loginRedirectFor(`${location.pathname}${location.search}`, site)}
        >
          {t('signUpBanner.login')}
        </Link>
      </div>
      <button
        type="button"
        className="signup-banner__close"
        onClick={close}
        aria-label={t('signUpBanner.close')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

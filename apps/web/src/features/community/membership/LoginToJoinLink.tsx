import { loginRedirectFor } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../../lib/navigation.tsx';
import { useSite } from '../../../lib/site-context.ts';

/** The URL of this page with `join=1`, so the onboarding opens again after logging in. */
export function joinUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('join', '1');
  return `${pathname}?${params.toString()}`;
}

/** A log-in link that comes back to this page with the onboarding open. */
export function LoginToJoinLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('community');
  const site = useSite();
  const location = useLocation();
  return (
    <Link
      className={`btn btn-${variant}`}
      to={loginRedirectFor(joinUrl(location.pathname, location.search), site)}
    >
      {t('onboarding.loginToJoin')}
    </Link>
  );
}

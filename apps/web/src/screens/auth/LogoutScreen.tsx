import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useLogoutMutation, useSessionQuery } from '../../features/identity/queries.ts';
import { Link, Navigate, useLocation } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Says "you have been logged out" only when it is true: after the header's Log out, or after a member
 * opened this address (which logs them out). A visitor who was never logged in goes to the login page.
 */
export default function LogoutScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['auth', 'common']);
  const session = useSessionQuery();
  const logout = useLogoutMutation();
  const justLoggedOut = (useLocation().state as { loggedOut?: boolean } | null)?.loggedOut === true;
  const member = Boolean(session.data);
  useDocumentTitle(t('common:nav.logout'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: log out once, when a member arrives here
  useEffect(() => {
    if (member && !logout.isPending) logout.mutate();
  }, [member]);
  if (session.isPending || member || logout.isPending) return <Spinner />;
  if (!justLoggedOut && !logout.isSuccess && !logout.isError) {
    return <Navigate to={pagePath('login', page.site)} replace />;
  }
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

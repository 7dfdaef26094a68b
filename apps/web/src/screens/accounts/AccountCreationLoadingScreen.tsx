import type { Account } from '@havn/contract/web';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import {
  type OpenAccountRequest,
  useOpenAccount,
} from '../../features/accounts-and-money/account-queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { Link, useLocation, useNavigate } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Open account → loading: opens the account the create page asked for (its request travels in the
 * navigation state), then goes on to the welcome page. Visited directly, it sends back to create.
 */
export default function AccountCreationLoadingScreen({ page }: { page: Page }) {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('loading.title'));
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const request = (useLocation().state ?? null) as OpenAccountRequest | null;
  const open = useOpenAccount();
  const started = useRef(false);
  useEffect(() => {
    if (!request || started.current) return;
    started.current = true;
    open.mutate(request, {
      onSuccess: (account: Account) =>
        navigate(pagePath('account-creation-welcome', page.site), { replace: true, state: { account } }),
    });
  }, [request, open, navigate, page.site]);
  return (
    <section className="card narrow" aria-labelledby="loading-title" aria-busy={open.isPending}>
      <h1 id="loading-title">{t('loading.title')}</h1>
      {!request && (
        <p>
          <Link to={pagePath('account-creation', page.site)}>{t('loading.start')}</Link>
        </p>
      )}
      {open.isPending && <Spinner />}
      {open.isError && (
        <>
          <Alert focus>{errorMessage(open.error)}</Alert>
          <p>
            <Link to={pagePath('account-creation', page.site)}>{t('loading.back')}</Link>
          </p>
        </>
      )}
    </section>
  );
}

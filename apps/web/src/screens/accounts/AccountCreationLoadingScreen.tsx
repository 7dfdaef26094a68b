import type { Account } from '@havn/contract/web';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import {
  type OpenAccountRequest,
  useOpenAccount,
} from '../../features/accounts-and-money/account-queries.ts';
import { useStartEid } from '../../features/identity/onboarding/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Link, useLocation, useNavigate, useSearchParams } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The account waiting for its terms to be signed survives the trip to the identity provider and back. */
const PENDING_KEY = 'havn:pending-account-opening';

type LoadingState = OpenAccountRequest & { eid?: string };

/**
 * Open account → loading: opens the account the create page asked for (its request travels in the
 * navigation state), then goes on to the welcome page. The terms are signed with eID: when the server
 * asks for a fresh confirmation, the customer signs at the eID and comes back here, where the same
 * request is sent again. Visited directly, it sends back to create.
 */
export default function AccountCreationLoadingScreen({ page }: { page: Page }) {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('loading.title'));
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const eid = search.get('eid');
  const state = (location.state ?? null) as LoadingState | null;
  const { eid: returned, ...request } = state ?? ({} as LoadingState);
  const hasRequest = state !== null && !eid;
  const open = useOpenAccount();
  const stepUp = useStartEid();
  const started = useRef(false);

  // Back from the eID: the waiting request returns to the state (a reload must not sign again).
  useEffect(() => {
    if (!eid) return;
    const pending = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    const waiting = pending ? (JSON.parse(pending) as OpenAccountRequest) : null;
    navigate(location.pathname, { replace: true, state: waiting ? { ...waiting, eid } : null });
  }, [eid, location.pathname, navigate]);

  useEffect(() => {
    if (!state || eid || started.current || (state.eid && state.eid !== 'confirmed')) return;
    started.current = true;
    const { eid: _returned, ...body } = state;
    open.mutate(body, {
      onSuccess: (account: Account) =>
        navigate(pagePath('account-creation-welcome', page.site), { replace: true, state: { account } }),
    });
  }, [state, eid, open, navigate, page.site]);

  const needsSignature =
    (open.error instanceof ApiError && open.error.code === 'STEP_UP_REQUIRED') ||
    returned === 'cancelled' ||
    returned === 'failed';
  const sign = () => {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(request));
    stepUp.mutate({ purpose: 'STEP_UP', returnTo: location.pathname });
  };
  const backToChoice = hasRequest
    ? `${pagePath('account-creation', page.site)}?type=${encodeURIComponent(request.accountType)}`
    : pagePath('account-creation', page.site);

  return (
    <section className="card narrow" aria-labelledby="loading-title" aria-busy={open.isPending}>
      <h1 id="loading-title">{t('loading.title')}</h1>
      {!hasRequest && !eid && (
        <p>
          <Link to={pagePath('account-creation', page.site)}>{t('loading.start')}</Link>
        </p>
      )}
      {(open.isPending || eid) && <Spinner />}
      {returned === 'cancelled' && <Alert tone="info">{t('loading.signCancelled')}</Alert>}
      {returned === 'failed' && <Alert>{t('loading.signFailed')}</Alert>}
      {hasRequest && needsSignature && (
        <Alert tone="info" focus>
          <h2>{t('loading.signTitle')}</h2>
          <p>{t('loading.sign')}</p>
          <Button busy={stepUp.isPending || stepUp.isSuccess} onClick={sign}>
            {t('loading.signButton')}
          </Button>
        </Alert>
      )}
      {stepUp.isError && <Alert focus>{errorMessage(stepUp.error)}</Alert>}
      {open.isError && !needsSignature && <Alert focus>{errorMessage(open.error)}</Alert>}
      {hasRequest && (open.isError || needsSignature) && (
        <p>
          <Link to={backToChoice}>{t('loading.back')}</Link>
        </p>
      )}
    </section>
  );
}

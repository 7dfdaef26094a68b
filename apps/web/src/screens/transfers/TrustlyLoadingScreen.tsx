import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDepositStatus } from '../../features/accounts-and-money/deposit-queries.ts';
import { Link, useLocation } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Between the deposit form and the provider's page: waits for the payment the form opened (its
 * account and request id travel in the navigation state), then leaves for the provider's page.
 */
export default function TrustlyLoadingScreen({ page }: { page: Page }) {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('loading.title'));
  const state = (useLocation().state ?? null) as { accid?: string; requestId?: string } | null;
  const deposit = useDepositStatus(state?.accid ?? null, state?.requestId ?? null, false);
  const target = deposit.data?.redirectUrl ?? null;
  useEffect(() => {
    if (target) window.location.assign(target);
  }, [target]);
  const back = (
    <p>
      <Link to={pagePath('deposits', page.site)}>{t('deposit.cancelHere')}</Link>
    </p>
  );
  const missing = !state?.requestId || (deposit.isSuccess && !target);
  return (
    <section className="card narrow" aria-labelledby="trustly-title" aria-busy={!missing && !deposit.isError}>
      <h1 id="trustly-title">{t('loading.title')}</h1>
      {missing ? (
        <>
          <Alert focus>{t('loading.missing')}</Alert>
          {back}
        </>
      ) : deposit.isError ? (
        <>
          <Alert focus>{t('loading.failed')}</Alert>
          {back}
        </>
      ) : (
        <>
          <p>{t('loading.wait')}</p>
          <Spinner />
        </>
      )}
    </section>
  );
}

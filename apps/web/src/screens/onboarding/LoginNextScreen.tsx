import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { EidLoginButton } from '../../features/identity/onboarding/EidButton.tsx';
import { nextPageFor } from '../../features/identity/onboarding/next-page.ts';
import { useSessionQuery } from '../../features/identity/queries.ts';
import { useNavigate, useSearchParams } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The page the eID sends the browser back to. */
export default function LoginNextScreen({ page }: { page: Page }) {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('next.title'));
  const [search] = useSearchParams();
  const outcome = search.get('eid');
  const session = useSessionQuery();
  const navigate = useNavigate();
  const user = session.data;
  useEffect(() => {
    if (!outcome && user) navigate(nextPageFor(user, page.site), { replace: true });
  }, [outcome, user, navigate, page.site]);
  return (
    <section className="card narrow" aria-labelledby="next-title">
      <h1 id="next-title">{t('next.title')}</h1>
      {outcome || (!session.isPending && !user) ? (
        <>
          {outcome && <Alert focus>{outcome === 'cancelled' ? t('next.cancelled') : t('next.failed')}</Alert>}
          <div className="actions">
            <EidLoginButton label={t('next.retry')} />
          </div>
        </>
      ) : (
        <Spinner label={t('next.checking')} />
      )}
    </section>
  );
}

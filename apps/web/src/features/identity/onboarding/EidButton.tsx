import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useSite } from '../../../lib/site-context.ts';
import { useErrorMessage } from '../use-error-message.ts';
import { useStartEid } from './queries.ts';

/** Signs in with eID: the identity provider sends the browser back to login-next, which goes on from there. */
export function EidLoginButton({ label }: { label: string }) {
  const { t } = useTranslation('onboarding');
  const site = useSite();
  const start = useStartEid();
  const errorMessage = useErrorMessage();
  return (
    <>
      {start.isError && <Alert focus>{errorMessage(start.error)}</Alert>}
      <Button
        busy={start.isPending || start.isSuccess}
        onClick={() => start.mutate({ purpose: 'LOGIN', returnTo: pagePath('login-next', site) })}
      >
        {start.isPending || start.isSuccess ? t('start.busy') : label}
      </Button>
    </>
  );
}

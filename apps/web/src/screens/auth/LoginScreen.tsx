import { safeRedirectTarget } from '@havn/routes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { EidLoginButton } from '../../features/identity/onboarding/EidButton.tsx';
import { nextPageFor } from '../../features/identity/onboarding/next-page.ts';
import { useLoginMutation } from '../../features/identity/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { Link, useNavigate, useSearchParams } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function LoginScreen({ page }: { page: Page }) {
  const { t } = useTranslation('auth');
  const { t: tOnboarding } = useTranslation('onboarding');
  useDocumentTitle(t('login.title'));
  const [search] = useSearchParams();
  const redirectTo = search.get('redirect_to');
  const navigate = useNavigate();
  const login = useLoginMutation();
  const errorMessage = useErrorMessage();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { username, password },
      {
        onSuccess: (user) =>
          navigate(redirectTo ? safeRedirectTarget(redirectTo, page.site) : nextPageFor(user, page.site), {
            replace: true,
          }),
      },
    );
  };

  return (
    <section className="card narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {redirectTo && !login.isError && <Alert tone="info">{t('login.sessionExpired')}</Alert>}
      {/* The busy button dropped focus: the error takes it, so it is read and the form follows it. */}
      {login.isError && <Alert focus>{errorMessage(login.error)}</Alert>}
      <div className="actions">
        <EidLoginButton label={tOnboarding('eidLogin.button')} />
      </div>
      <p className="muted">{tOnboarding('eidLogin.or')}</p>
      <form onSubmit={submit} noValidate={false}>
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" busy={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <p className="muted">
        {t('login.noAccount')} <Link to={pagePath('register', page.site)}>{t('login.registerLink')}</Link>
      </p>
    </section>
  );
}

import { LOGIN_NAME_MAX, LOGIN_NAME_MIN, PASSWORD_MIN, siteLocale } from '@havn/domain';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useRegisterMutation } from '../../features/identity/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { ApiError } from '../../lib/api-client.ts';
import { focusOn } from '../../lib/focus.ts';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The Nordic markets first, then the rest of Europe and the largest others. */
const COUNTRIES = [
  'se',
  'no',
  'dk',
  'fi',
  'de',
  'gb',
  'is',
  'ee',
  'nl',
  'fr',
  'es',
  'it',
  'pl',
  'ch',
  'at',
  'us',
];
const SITE_COUNTRY: Record<string, string> = { se: 'se', no: 'no', dk: 'dk', fi: 'fi', de: 'de', en: 'gb' };
const LOGIN_NAME = new RegExp(`^[A-Za-z0-9._-]{${LOGIN_NAME_MIN},${LOGIN_NAME_MAX}}$`);

export default function RegisterScreen({ page }: { page: Page }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const navigate = useNavigate();
  const register = useRegisterMutation();
  const errorMessage = useErrorMessage();
  const [form, setForm] = useState({
    name: '',
    email: '',
    username: '',
    password: '',
    country: SITE_COUNTRY[page.site] ?? 'se',
  });
  const [touched, setTouched] = useState(false);
  const countryNames = useMemo(
    () => new Intl.DisplayNames([siteLocale[page.site]], { type: 'region' }),
    [page.site],
  );

  // The server checks all of this again; these messages only spare a round trip.
  const errors = {
    email:
      !form.email || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email) ? undefined : t('validation.emailFormat'),
    username: LOGIN_NAME.test(form.username.trim()) ? undefined : t('validation.usernameFormat'),
    password: form.password.length >= PASSWORD_MIN ? undefined : t('validation.passwordTooShort'),
  };
  // A taken name belongs to the username field; every other refusal is said above the form.
  const taken = register.error instanceof ApiError && register.error.code === 'USERNAME_TAKEN';

  // Once the field says the name is taken, focus goes there, so the message is read with the field.
  useEffect(() => {
    if (taken) focusOn(document.getElementById('register-username'));
  }, [taken]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    const fields = event.currentTarget.elements;
    // Focus goes to the first field to fix, in the order the form shows them.
    const firstInvalid = (Object.keys(errors) as (keyof typeof errors)[]).find((field) => errors[field]);
    if (firstInvalid) {
      focusOn(fields.namedItem(firstInvalid) as HTMLInputElement | null);
      return;
    }
    register.mutate(
      {
        username: form.username.trim(),
        password: form.password,
        country: form.country,
        ...(form.email ? { email: form.email.trim() } : {}),
        ...(form.name.trim() ? { name: form.name.trim() } : {}),
      },
      { onSuccess: () => navigate(pagePath('accounts-overview', page.site), { replace: true }) },
    );
  };
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => {
    // "Already registered" was said of the name as it was: a changed name has not been refused yet.
    if (field === 'username' && taken) register.reset();
    setForm((f) => ({ ...f, [field]: e.target.value }));
  };

  return (
    <section className="card narrow" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <p className="muted">{t('register.lead')}</p>
      {register.isError && !taken && <Alert focus>{errorMessage(register.error)}</Alert>}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('register.name')}
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
        />
        <TextField
          label={t('register.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={touched ? errors.email : undefined}
        />
        <TextField
          id="register-username"
          label={t('register.username')}
          name="username"
          autoComplete="username"
          required
          hint={t('register.usernameHint')}
          value={form.username}
          onChange={set('username')}
          error={taken ? errorMessage(register.error) : touched ? errors.username : undefined}
        />
        <TextField
          label={t('register.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('register.passwordHint')}
          value={form.password}
          onChange={set('password')}
          error={touched ? errors.password : undefined}
        />
        <div className="field">
          <label htmlFor="register-country">{t('register.country')}</label>
          <select id="register-country" name="country" value={form.country} onChange={set('country')}>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryNames.of(code.toUpperCase()) ?? code}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" busy={register.isPending}>
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="muted">
        {t('register.haveAccount')} <Link to={pagePath('login', page.site)}>{t('register.loginLink')}</Link>
      </p>
    </section>
  );
}

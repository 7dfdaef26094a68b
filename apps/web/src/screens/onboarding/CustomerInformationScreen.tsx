import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { IdentityFacts } from '../../features/identity/onboarding/IdentityFacts.tsx';
import { useConfirmCustomerInformation, useProspect } from '../../features/identity/onboarding/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { focusOn } from '../../lib/focus.ts';
import { useNavigate } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/identity/onboarding/KycForm.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** Onboarding step 2: the eID's data, prefilled and read-only, and the prospect's contact details. */
export default function CustomerInformationScreen({ page }: { page: Page }) {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('info.title'));
  const prospectId = String(page.params.prospectId ?? '');
  const prospect = useProspect(prospectId);
  const confirm = useConfirmCustomerInformation(prospectId);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (prospect.data) {
      setEmail((current) => current || prospect.data.email || '');
      setPhone((current) => current || prospect.data.phone || '');
    }
  }, [prospect.data]);

  if (prospect.isPending) return <Spinner />;
  if (prospect.isError) return <Alert>{errorMessage(prospect.error)}</Alert>;

  const errors = {
    email: EMAIL.test(email.trim()) ? undefined : t('info.emailInvalid'),
    phone: !phone.trim() || PHONE.test(phone.trim()) ? undefined : t('info.phoneInvalid'),
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    const first = (Object.keys(errors) as (keyof typeof errors)[]).find((field) => errors[field]);
    if (first) {
      focusOn(event.currentTarget.elements.namedItem(first) as HTMLInputElement | null);
      return;
    }
    confirm.mutate(
      { email: email.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}) },
      { onSuccess: () => navigate(pagePath('customer-creation', page.site, { prospectId })) },
    );
  };
  return (
    <section className="card narrow" aria-labelledby="info-title">
      <h1 id="info-title">{t('info.title')}</h1>
      <p className="lead">{t('info.lead')}</p>
      <h2>{t('info.fromEid')}</h2>
      <IdentityFacts identity={prospect.data.identity} />
      <h2>{t('info.contact')}</h2>
      {confirm.isError && <Alert focus>{errorMessage(confirm.error)}</Alert>}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('info.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={touched ? errors.email : undefined}
        />
        <TextField
          label={t('info.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          hint={t('info.phoneHint')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={touched ? errors.phone : undefined}
        />
        <div className="actions">
          <Button type="submit" busy={confirm.isPending}>
            {confirm.isPending ? t('info.submitting') : t('info.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

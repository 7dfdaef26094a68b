import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { focusOn } from '../../../lib/focus.ts';
import './KycForm.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export interface ContactDetails {
  email: string;
  phone?: string;
}

/**
 * The contact details (e-mail, optional phone), checked before they are sent, the first wrong field
 * focused: the prospect's customer-information step and settings → my profile. Starts from `initial`;
 * remount it (a `key`) to start again from other values.
 */
export function ContactForm({
  initial,
  busy,
  submitLabel,
  onSubmit,
}: {
  initial: { email: string | null; phone?: string | null | undefined };
  busy: boolean;
  submitLabel: string;
  onSubmit: (contact: ContactDetails) => void;
}) {
  const { t } = useTranslation('onboarding');
  const [email, setEmail] = useState(initial.email ?? '');
  const [phone, setPhone] = useState(initial.phone ?? '');
  const [touched, setTouched] = useState(false);
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
    onSubmit({ email: email.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}) });
  };
  return (
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
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

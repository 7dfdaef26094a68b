import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { IdentityFacts } from '../../features/identity/onboarding/IdentityFacts.tsx';
import { useChangeContact, useMyProfile, useStartEid } from '../../features/identity/onboarding/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useLocation, useNavigate, useSearchParams } from '../../lib/navigation.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/identity/onboarding/KycForm.css';

/** The change waiting for the eID confirmation survives the trip to the identity provider and back. */
const PENDING_KEY = 'havn:pending-contact-change';

/**
 * Settings → my profile: the eID's data (read-only) and the contact details. A change of contact
 * details needs a fresh eID confirmation (step-up): when the server asks for one, the customer
 * confirms with eID and the same change is sent again on the way back.
 */
export default function MyProfileScreen() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('profile.title'));
  const profile = useMyProfile();
  const change = useChangeContact();
  const stepUp = useStartEid();
  const errorMessage = useErrorMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const eid = search.get('eid');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');

  useEffect(() => {
    if (profile.data) {
      setEmail((current) => current || profile.data.email || '');
      setPhone((current) => current || profile.data.phone || '');
    }
  }, [profile.data]);

  // Back from the eID: a confirmed step-up sends the waiting change; anything else drops it.
  useEffect(() => {
    if (!eid) return;
    const pending = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    if (eid === 'confirmed' && pending) {
      const body = JSON.parse(pending) as { email: string; phone?: string };
      setEmail(body.email);
      setPhone(body.phone ?? '');
      change.mutate(body);
    }
    // The outcome leaves the URL (a reload must not send the change again) and stays in the state.
    navigate(location.pathname, { replace: true, state: { eid } });
  }, [eid, change.mutate, location.pathname, navigate]);

  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <Alert>{errorMessage(profile.error)}</Alert>;

  const needsStepUp = change.error instanceof ApiError && change.error.code === 'STEP_UP_REQUIRED';
  const returned = (location.state as { eid?: string } | null)?.eid;
  const body = () => ({ email: email.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(body());
  };
  const confirmWithEid = () => {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(body()));
    stepUp.mutate({ purpose: 'STEP_UP', returnTo: location.pathname });
  };

  return (
    <section className="card narrow" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('profile.title')}</h1>
      <p className="lead">{t('profile.lead')}</p>
      {profile.data.identity ? (
        <IdentityFacts identity={profile.data.identity} />
      ) : (
        <p>{t('profile.noIdentity')}</p>
      )}
      {returned === 'cancelled' && <Alert tone="info">{t('profile.stepUpCancelled')}</Alert>}
      {returned === 'failed' && <Alert>{t('profile.stepUpFailed')}</Alert>}
      {change.isSuccess && <Alert tone="success">{t('profile.saved')}</Alert>}
      {needsStepUp ? (
        <Alert tone="info" focus>
          <h2>{t('profile.stepUpTitle')}</h2>
          <p>{t('profile.stepUp')}</p>
          <Button busy={stepUp.isPending || stepUp.isSuccess} onClick={confirmWithEid}>
            {t('profile.stepUpButton')}
          </Button>
        </Alert>
      ) : (
        change.isError && <Alert focus>{errorMessage(change.error)}</Alert>
      )}
      {stepUp.isError && <Alert focus>{errorMessage(stepUp.error)}</Alert>}
      <form onSubmit={submit}>
        <TextField
          label={t('info.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('info.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          hint={t('info.phoneHint')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <div className="actions">
          <Button type="submit" busy={change.isPending}>
            {change.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

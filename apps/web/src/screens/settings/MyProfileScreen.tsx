import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { type ContactDetails, ContactForm } from '../../features/identity/onboarding/ContactForm.tsx';
import { IdentityFacts } from '../../features/identity/onboarding/IdentityFacts.tsx';
import { useChangeContact, useMyProfile, useStartEid } from '../../features/identity/onboarding/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useLocation, useNavigate, useSearchParams } from '../../lib/navigation.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

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
  // The change last sent: what the eID confirmation is for.
  const sent = useRef<ContactDetails | null>(null);
  // The change that waited for the eID, shown in the form on the way back.
  const [returned, setReturned] = useState<ContactDetails | null>(null);

  // Back from the eID: a confirmed step-up sends the waiting change; anything else drops it.
  useEffect(() => {
    if (!eid) return;
    const pending = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    if (eid === 'confirmed' && pending) {
      const body = JSON.parse(pending) as ContactDetails;
      setReturned(body);
      change.mutate(body);
    }
    // The outcome leaves the URL (a reload must not send the change again) and stays in the state.
    navigate(location.pathname, { replace: true, state: { eid } });
  }, [eid, change.mutate, location.pathname, navigate]);

  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <Alert>{errorMessage(profile.error)}</Alert>;

  const needsStepUp = change.error instanceof ApiError && change.error.code === 'STEP_UP_REQUIRED';
  const outcome = (location.state as { eid?: string } | null)?.eid;
  const send = (contact: ContactDetails) => {
    sent.current = contact;
    change.mutate(contact);
  };
  const confirmWithEid = () => {
    if (sent.current) sessionStorage.setItem(PENDING_KEY, JSON.stringify(sent.current));
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
      {outcome === 'cancelled' && <Alert tone="info">{t('profile.stepUpCancelled')}</Alert>}
      {outcome === 'failed' && <Alert>{t('profile.stepUpFailed')}</Alert>}
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
      <ContactForm
        key={returned ? 'returned' : 'saved'}
        initial={returned ?? profile.data}
        busy={change.isPending}
        submitLabel={change.isPending ? t('profile.saving') : t('profile.save')}
        onSubmit={send}
      />
    </section>
  );
}

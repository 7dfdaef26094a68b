import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLocation, useNavigate, useSearchParams } from '../../lib/navigation.tsx';
import { useStartEid } from '../identity/onboarding/queries.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useAddPayoutAccount } from './money-out-queries.ts';

/** The account waiting for the eID confirmation survives the trip to the identity provider and back. */
const PENDING_KEY = 'havn:pending-payout-account';

type Body = { iban: string } | { clearingNumber: string; accountNumber: string };

/**
 * Adds a payout account: an IBAN, or (tab "se") a Swedish clearing and account number. Adding one needs
 * a fresh eID confirmation: when the server asks, the customer confirms and the same account is sent
 * again on the way back. `onDone` hears how it ended (success, cancel).
 */
export function PayoutAccountForm({
  kind,
  onDone,
}: {
  kind: 'iban' | 'se';
  onDone: (outcome: 'success' | 'cancel') => void;
}) {
  const { t } = useTranslation(['market', 'payments']);
  const errorMessage = useErrorMessage();
  const add = useAddPayoutAccount();
  const stepUp = useStartEid();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const eid = search.get('eid');
  const [iban, setIban] = useState('');
  const [clearing, setClearing] = useState('');
  const [number, setNumber] = useState('');

  // Back from the eID: a confirmed step-up sends the waiting account; a cancelled one ends here.
  useEffect(() => {
    if (!eid) return;
    const pending = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    navigate(location.pathname, { replace: true });
    if (eid === 'confirmed' && pending) {
      add.mutate(JSON.parse(pending) as Body, { onSuccess: () => onDone('success') });
    } else {
      onDone('cancel');
    }
  }, [eid, add.mutate, location.pathname, navigate, onDone]);

  const body = (): Body =>
    kind === 'iban'
      ? { iban: iban.trim() }
      : { clearingNumber: clearing.trim(), accountNumber: number.trim() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(body(), { onSuccess: () => onDone('success') });
  };
  const needsStepUp = add.error instanceof ApiError && add.error.code === 'STEP_UP_REQUIRED';

  return (
    <form className="payout-account-form" onSubmit={submit} noValidate>
      {kind === 'iban' ? (
        <TextField
          label={t('payments:preRegister.iban')}
          hint={t('payments:preRegister.ibanHint')}
          autoComplete="off"
          spellCheck={false}
          required
          value={iban}
          onChange={(e) => setIban(e.target.value)}
        />
      ) : (
        <>
          <TextField
            label={t('payments:preRegister.clearingNumber')}
            inputMode="numeric"
            autoComplete="off"
            required
            value={clearing}
            onChange={(e) => setClearing(e.target.value)}
          />
          <TextField
            label={t('payments:preRegister.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            required
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
        </>
      )}
      {needsStepUp ? (
        <Alert tone="info" focus>
          <h2>{t('payments:preRegister.stepUpTitle')}</h2>
          <p>{t('payments:preRegister.stepUp')}</p>
          <Button
            busy={stepUp.isPending || stepUp.isSuccess}
            onClick={() => {
              sessionStorage.setItem(PENDING_KEY, JSON.stringify(body()));
              stepUp.mutate({ purpose: 'STEP_UP', returnTo: location.pathname });
            }}
          >
            {t('payments:preRegister.stepUpButton')}
          </Button>
        </Alert>
      ) : (
        add.isError && <Alert focus>{errorMessage(add.error)}</Alert>
      )}
      {stepUp.isError && <Alert focus>{errorMessage(stepUp.error)}</Alert>}
      <Button type="submit" busy={add.isPending}>
        {t('payments:preRegister.submit')}
      </Button>
    </form>
  );
}

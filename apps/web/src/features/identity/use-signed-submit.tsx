import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLocation, useNavigate, useSearchParams } from '../../lib/navigation.tsx';
import { isRetryable } from '../trading/idempotent-submission.ts';
import { useStartEid } from './onboarding/queries.ts';
import { useErrorMessage } from './use-error-message.ts';

/** What the eID answered when it sent the customer back (`?eid=`), kept once the address drops it. */
export type EidAnswer = 'confirmed' | 'cancelled' | 'failed';

/** The draft's Idempotency-Key: one per thing signed, kept across the eID round trip. */
export interface SignedKey {
  key: string;
  setKey(key: string): void;
}

export interface SignedSubmit {
  /** Sends the request; a 403 STEP_UP_REQUIRED takes the customer to the eID to sign. */
  send(): void;
  /** Sending, or on the way to the eID: the submit button is busy. */
  signing: boolean;
  /** What the eID answered, or null before the customer went there. */
  answer: EidAnswer | null;
  /** Why sending failed, except the eID's request for a signature (which is not a failure). */
  error: Error | null;
  /** Why the eID could not be started. */
  eidError: Error | null;
}

/**
 * A submit that a fresh eID signs, as an account's terms, a move or an application are signed: the
 * request goes with one Idempotency-Key (when `idempotency` is given) and the server asks for a fresh
 * eID (403 STEP_UP_REQUIRED). The customer signs at the eID and comes back to this page
 * (`?eid=confirmed|cancelled|failed`); a confirmed signature sends the same request again, once, with
 * the same key, and `onDone` takes the result. A definite refusal clears the key, so a next attempt is
 * a new request; a retryable failure keeps it, so a retry is the same one.
 */
export function useSignedSubmit<TVariables, TResult>({
  mutation,
  variables,
  idempotency,
  onDone,
  resendOnReturn = true,
}: {
  mutation: UseMutationResult<TResult, Error, TVariables>;
  /** The request's variables, given the Idempotency-Key (an empty string when there is none). */
  variables(key: string): TVariables;
  idempotency?: SignedKey;
  onDone(result: TResult): void;
  /** False when what was agreed before the eID is no longer so (terms unticked): no send on return. */
  resendOnReturn?: boolean;
}): SignedSubmit {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const returned = search.get('eid');
  const stepUp = useStartEid();
  const resent = useRef(false);
  const [answer, setAnswer] = useState<EidAnswer | null>(eidAnswer(returned));

  const send = () => {
    let key = '';
    if (idempotency) {
      key = idempotency.key || crypto.randomUUID();
      if (key !== idempotency.key) idempotency.setKey(key);
    }
    mutation.mutate(variables(key), {
      onSuccess: onDone,
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'STEP_UP_REQUIRED') {
          stepUp.mutate({ purpose: 'STEP_UP', returnTo: location.pathname });
          return;
        }
        if (idempotency && !isRetryable(failure)) idempotency.setKey('');
      },
    });
  };

  // Back from the eID: a confirmed signature sends again (once; the address loses its ?eid).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the eID answer arrives
  useEffect(() => {
    if (!returned) return;
    setAnswer(eidAnswer(returned));
    navigate(location.pathname, { replace: true });
    if (returned === 'confirmed' && resendOnReturn && !resent.current) {
      resent.current = true;
      send();
    }
  }, [returned]);

  const needsSignature = mutation.error instanceof ApiError && mutation.error.code === 'STEP_UP_REQUIRED';
  return {
    send,
    signing: mutation.isPending || stepUp.isPending || stepUp.isSuccess,
    answer,
    error: needsSignature ? null : mutation.error,
    eidError: stepUp.error,
  };
}

function eidAnswer(value: string | null): EidAnswer | null {
  return value === 'confirmed' || value === 'cancelled' || value === 'failed' ? value : null;
}

/**
 * What the customer is told of the signature: that they cancelled it, that it failed, or that the eID
 * could not be started (each only while nothing is being sent). The words are the journey's own.
 */
export function SignatureAlerts({
  submit,
  cancelled,
  failed,
}: {
  submit: SignedSubmit;
  cancelled: string;
  failed: string;
}) {
  const errorMessage = useErrorMessage();
  return (
    <>
      {submit.answer === 'cancelled' && !submit.signing && <Alert tone="info">{cancelled}</Alert>}
      {submit.answer === 'failed' && !submit.signing && <Alert>{failed}</Alert>}
      {submit.eidError && <Alert focus>{errorMessage(submit.eidError)}</Alert>}
    </>
  );
}

import { BIO_MAX } from '@havn/contract/web';
import { BIO_AUTOSAVE_MS, codePointLength } from '@havn/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateDescriptionMutation } from './queries.ts';

export type BioSaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'error';

/**
 * The bio saves itself 170 ms after typing stops (spec section 5); a save error is kept for the field
 * to show under it until the next save. A change still waiting when the field goes away is saved then.
 */
export function useBioAutosave(): {
  status: BioSaveStatus;
  error: string | null;
  change(description: string): void;
} {
  const { t } = useTranslation('errors');
  const mutation = useUpdateDescriptionMutation();
  const [status, setStatus] = useState<BioSaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<string | null>(null);
  const saved = useRef(0);
  const mutate = useRef(mutation.mutate);
  mutate.current = mutation.mutate;

  const messageFor = useCallback(
    (cause: unknown) =>
      cause instanceof ApiError
        ? t(cause.code, { limit: BIO_MAX, seconds: cause.retryAfterSeconds ?? 60 })
        : t('INTERNAL'),
    [t],
  );

  const save = useCallback(
    (description: string) => {
      waiting.current = null;
      const attempt = ++saved.current;
      setStatus('saving');
      mutate.current(description, {
        onSuccess: () => {
          if (attempt !== saved.current) return;
          setStatus('saved');
          setError(null);
        },
        onError: (cause) => {
          if (attempt !== saved.current) return;
          setStatus('error');
          setError(messageFor(cause));
        },
      });
    },
    [messageFor],
  );

  const change = useCallback(
    (description: string) => {
      clearTimeout(timer.current);
      if (codePointLength(description.trim()) > BIO_MAX) {
        waiting.current = null;
        setStatus('error');
        setError(t('TEXT_TOO_LONG', { limit: BIO_MAX }));
        return;
      }
      waiting.current = description;
      setStatus('waiting');
      timer.current = setTimeout(() => save(description), BIO_AUTOSAVE_MS);
    },
    [save, t],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (waiting.current !== null) mutate.current(waiting.current);
    },
    [],
  );

  return { status, error, change };
}

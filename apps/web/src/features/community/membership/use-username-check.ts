import { USERNAME_DEBOUNCE_MS, type UsernameCheck, validateUsername } from '@havn/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usernameCheckQuery } from './queries.ts';

/** `value`, once it has stopped changing for `delayMs`; null before that. */
export function useDebouncedValue<T>(value: T, delayMs: number): T | null {
  const [settled, setSettled] = useState<T | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The username check of spec sections 4 and 5: the domain rules decide EMPTY, INVALID, INVALID_SHORT,
 * INVALID_LONG and VALID_ON_CLIENT as the user types; a name valid on the client is sent to the server
 * 1 s after typing stops (CHECKING), which answers VALID, ALREADY_EXISTS, UNAVAILABLE (or INVALID);
 * a failed call is ERROR.
 */
export function useUsernameCheck(input: string): UsernameCheck {
  const validation = validateUsername(input);
  const candidate = validation.state === 'VALID_ON_CLIENT' ? validation.username : null;
  const settled = useDebouncedValue(candidate, USERNAME_DEBOUNCE_MS);
  const ready = candidate !== null && settled === candidate;
  const check = useQuery({ ...usernameCheckQuery(candidate ?? ''), enabled: ready });
  if (validation.state !== 'VALID_ON_CLIENT' || !ready) return validation;
  if (check.isError) return { state: 'ERROR' };
  if (check.isFetching || check.data === undefined) return { state: 'CHECKING' };
  return { state: check.data };
}

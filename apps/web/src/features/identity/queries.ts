import { api, type BodyOf, type SessionUser, SIGNED_IN_HINT_COOKIE } from '@havn/contract/web';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { STALE } from '../../lib/query-client.ts';

import { sessionKeys } from '../../lib/session-keys.ts';

export { sessionKeys };

/** The server's readable hint that this browser holds a session (the session cookie itself is HttpOnly). */
function mayHaveSession(): boolean {
  // On the server (a page rendered with its data) the visitor's cookies go with the call itself.
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * The logged-in user, or null for a visitor. A visitor's browser has no hint cookie and asks nothing,
 * so their pages log no failed request; a hint that outlived its session gets a quiet 401 (and the
 * server takes the hint away).
 */
export async function fetchSession(): Promise<SessionUser | null> {
  if (!mayHaveSession()) return null;
  try {
    return await callApi(api.identity.session);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function sessionQueryOptions() {
  return { queryKey: sessionKeys.current, queryFn: fetchSession, staleTime: STALE.session };
}

export function ensureSession(client: QueryClient): Promise<SessionUser | null> {
  return client.ensureQueryData(sessionQueryOptions());
}

export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}

function useSetSession() {
  const client = useQueryClient();
  return (user: SessionUser | null) => {
    // Whatever was cached belonged to the previous user.
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.current[0] });
    client.setQueryData(sessionKeys.current, user);
  };
}

export function useLoginMutation() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.identity.login>) => callApi(api.identity.login, { body }),
    onSuccess: setSession,
  });
}

export function useRegisterMutation() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.identity.register>) => callApi(api.identity.register, { body }),
    onSuccess: setSession,
  });
}

export function useLogoutMutation() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: () => callApi(api.identity.logout),
    onSettled: () => setSession(null),
  });
}

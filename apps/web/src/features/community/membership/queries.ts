import { api, type ResponseOf } from '@havn/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, callMultipart } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../identity/queries.ts';
import { type AvatarChoice, avatarFormData, refreshProfiles } from '../profile/queries.ts';

/** Query keys of the membership resource (joining the community). */
export const membershipKeys = {
  usernameCheck: (username: string) => ['community', 'membership', 'username-check', username] as const,
};

/**
 * Named stale times. A username's availability may change at any moment, so an answer is reused only
 * briefly (typing back to a name just checked does not ask again at once).
 */
export const MEMBERSHIP_STALE = { usernameCheck: 10_000 } as const;

export type UsernameCheckResult = ResponseOf<typeof api.community.profiles.validateUsername>['result'];

export function usernameCheckQuery(username: string) {
  return {
    queryKey: membershipKeys.usernameCheck(username),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<UsernameCheckResult> =>
      (await callApi(api.community.profiles.validateUsername, { body: { username }, signal })).result,
    staleTime: MEMBERSHIP_STALE.usernameCheck,
    retry: false,
  };
}

export function useCreateProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ username, avatar }: { username: string; avatar: AvatarChoice }) => {
      const form = new FormData();
      form.set('username', username);
      form.set('acceptedTerms', 'true');
      return callMultipart(api.community.profiles.create, avatarFormData(avatar, form));
    },
    onSuccess: async () => {
      await refreshProfiles(client);
      await client.invalidateQueries({ queryKey: sessionKeys.current });
    },
  });
}

export type OnboardingStep = 'create' | 'sharing';

/**
 * Where the onboarding goes after asking to reactivate (spec section 4): a 200 with data goes to the
 * sharing step, a 409 (already active) too; anything else to the create step.
 */
export function stepAfterReactivation(
  outcome: { ok: true; data: unknown } | { ok: false; error: unknown },
): OnboardingStep {
  if (outcome.ok) return outcome.data ? 'sharing' : 'create';
  return outcome.error instanceof ApiError && outcome.error.status === 409 ? 'sharing' : 'create';
}

export function useReactivateMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<OnboardingStep> => {
      try {
        return stepAfterReactivation({ ok: true, data: await callApi(api.community.profiles.reactivate) });
      } catch (error) {
        return stepAfterReactivation({ ok: false, error });
      }
    },
    onSuccess: () => refreshProfiles(client),
  });
}

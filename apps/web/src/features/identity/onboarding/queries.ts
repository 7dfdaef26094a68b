import { api, type BodyOf } from '@havn/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/session-keys.ts';

export const onboardingKeys = {
  kyc: ['customer', 'kyc'] as const,
  profile: ['customer', 'profile'] as const,
  prospect: (id: string) => ['prospect', id] as const,
  reviews: ['compliance', 'reviews'] as const,
};

/**
 * Starts an eID sign-in (LOGIN) or a step-up confirmation (STEP_UP) and sends the browser to the
 * identity provider; it comes back to `returnTo` (with `?eid=confirmed|cancelled|failed` for a step-up).
 */
export function useStartEid() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.identity.startEid>) => callApi(api.identity.startEid, { body }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}

export function useProspect(prospectId: string) {
  return useQuery({
    queryKey: onboardingKeys.prospect(prospectId),
    queryFn: () => callApi(api.identity.prospect, { params: { prospectId } }),
  });
}

export function useConfirmCustomerInformation(prospectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.identity.confirmCustomerInformation>) =>
      callApi(api.identity.confirmCustomerInformation, { params: { prospectId }, body }),
    onSuccess: (prospect) => client.setQueryData(onboardingKeys.prospect(prospectId), prospect),
  });
}

export function useMyKyc() {
  return useQuery({ queryKey: onboardingKeys.kyc, queryFn: () => callApi(api.identity.myKyc) });
}

export function useAnswerKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.identity.answerKyc>) => callApi(api.identity.answerKyc, { body }),
    // The session says where onboarding stands (customer, in review, refresh due): read it again.
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: sessionKeys.current });
      await client.invalidateQueries({ queryKey: onboardingKeys.kyc });
    },
  });
}

export function useMyProfile() {
  return useQuery({ queryKey: onboardingKeys.profile, queryFn: () => callApi(api.identity.myProfile) });
}

export function useChangeContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.identity.changeContactDetails>) =>
      callApi(api.identity.changeContactDetails, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: onboardingKeys.profile }),
  });
}

export function useComplianceReviews(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.reviews,
    queryFn: () => callApi(api.identity.complianceReviews),
    enabled,
  });
}

export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; decision: 'APPROVE' | 'REFUSE'; note: string }) =>
      callApi(api.identity.decideReview, {
        params: { userId: input.userId },
        body: { decision: input.decision, note: input.note },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: onboardingKeys.reviews }),
  });
}

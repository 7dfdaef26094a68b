import { api, type BodyOf, type MortgageApplicationView } from '@havn/contract/web';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { accountKeys } from '../accounts-and-money/queries.ts';

export const creditKeys = {
  privateBanking: ['credit', 'private-banking'] as const,
  indication: (propertyValue: string, loanAmount: string) =>
    ['credit', 'mortgage', 'indication', propertyValue, loanAmount] as const,
  applications: ['credit', 'mortgage', 'applications'] as const,
  application: (id: string) => ['credit', 'mortgage', 'applications', id] as const,
};

/**
 * The standing moves with the market (capital at today's prices); an indication is the same for the
 * same figures for a while; an application's decision comes in minutes, asked again while undecided.
 */
const CREDIT_STALE = { standing: 60_000, indication: 5 * 60_000, application: 10_000 } as const;

export function usePrivateBanking() {
  return useQuery({
    queryKey: creditKeys.privateBanking,
    queryFn: ({ signal }) => callApi(api.credit.privateBanking.standing, { signal }),
    staleTime: CREDIT_STALE.standing,
  });
}

export function useAskToBeContacted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.credit.privateBanking.contact>) =>
      callApi(api.credit.privateBanking.contact, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: creditKeys.privateBanking }),
  });
}

/**
 * The indication for these figures (asked only once both are whole amounts); the last answer stays
 * on screen while the next is on its way. A refusal (422) is an answer, not worth a retry.
 */
export function useMortgageIndication(propertyValue: string, loanAmount: string) {
  return useQuery({
    queryKey: creditKeys.indication(propertyValue, loanAmount),
    queryFn: ({ signal }) =>
      callApi(api.credit.mortgage.indication, { query: { propertyValue, loanAmount }, signal }),
    enabled: /^\d{1,10}$/.test(propertyValue) && /^\d{1,10}$/.test(loanAmount),
    staleTime: CREDIT_STALE.indication,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMortgageApplications() {
  return useQuery({
    queryKey: creditKeys.applications,
    queryFn: ({ signal }) => callApi(api.credit.mortgage.applications, { signal }),
    staleTime: CREDIT_STALE.application,
  });
}

export const isDecided = (application: MortgageApplicationView) =>
  application.status === 'APPROVED' || application.status === 'REFUSED';

/** One application; while the credit check is deciding it is asked again every ten seconds. */
export function useMortgageApplication(id: string) {
  return useQuery({
    queryKey: creditKeys.application(id),
    queryFn: ({ signal }) => callApi(api.credit.mortgage.application, { params: { id }, signal }),
    staleTime: CREDIT_STALE.application,
    refetchInterval: (query) =>
      query.state.data && isDecided(query.state.data) ? false : CREDIT_STALE.application,
  });
}

/** Signs an application (a fresh eID, else 403 STEP_UP_REQUIRED) with one Idempotency-Key per application. */
export function useApplyForMortgage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { idempotencyKey: string; body: BodyOf<typeof api.credit.mortgage.apply> }) =>
      callApi(api.credit.mortgage.apply, {
        body: input.body,
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: (application: MortgageApplicationView) => {
      client.setQueryData(creditKeys.application(application.id), application);
      void client.invalidateQueries({ queryKey: creditKeys.applications });
    },
  });
}

export const lendingKeys = {
  credit: (accid: string) => ['credit', 'lending', accid] as const,
};

/** Securities lending on one account: lending values move with prices, so asked again after a minute. */
export function useCredit(accid: string | undefined) {
  return useQuery({
    queryKey: lendingKeys.credit(accid ?? ''),
    queryFn: ({ signal }) =>
      callApi(api.credit.securitiesLending.credit, { params: { accid: accid ?? '' }, signal }),
    enabled: Boolean(accid),
    staleTime: CREDIT_STALE.standing,
  });
}

/** A granted, changed or ended line changes the account's buying power: both are asked again. */
function useLendingChanged(accid: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: lendingKeys.credit(accid) });
    void client.invalidateQueries({ queryKey: accountKeys.mine });
  };
}

export function useOpenCreditLine(accid: string) {
  const changed = useLendingChanged(accid);
  return useMutation({
    mutationFn: (input: {
      idempotencyKey: string;
      body: BodyOf<typeof api.credit.securitiesLending.openCreditLine>;
    }) =>
      callApi(api.credit.securitiesLending.openCreditLine, {
        params: { accid },
        body: input.body,
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: changed,
  });
}

export function useChangeCreditLimit(accid: string) {
  const changed = useLendingChanged(accid);
  return useMutation({
    mutationFn: (input: {
      idempotencyKey: string;
      body: BodyOf<typeof api.credit.securitiesLending.changeCreditLimit>;
    }) =>
      callApi(api.credit.securitiesLending.changeCreditLimit, {
        params: { accid },
        body: input.body,
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: changed,
  });
}

export function useCloseCreditLine(accid: string) {
  const changed = useLendingChanged(accid);
  return useMutation({
    mutationFn: () => callApi(api.credit.securitiesLending.closeCreditLine, { params: { accid } }),
    onSuccess: changed,
  });
}

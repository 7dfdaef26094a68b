import { api, type CorporateActionView } from '@havn/contract/web';
import type { CorporateActionList, CorporateActionOption } from '@havn/domain/broker/index';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { accountKeys } from '../../accounts-and-money/queries.ts';
import { TRADING_STALE, tradingKeys } from '../../trading/queries.ts';

/**
 * Under the trading keys: a trade changes the units an event counts (and so what it pays), and an
 * answer holds units back from selling, so either makes the other stale.
 */
export const corporateActionKeys = {
  all: [...tradingKeys.all, 'corporate-actions'] as const,
  list: (accid: string, status: CorporateActionList) =>
    [...tradingKeys.all, 'corporate-actions', 'list', accid, status] as const,
  event: (accid: string, eventId: string) =>
    [...tradingKeys.all, 'corporate-actions', 'event', accid, eventId] as const,
  group: (eventId: string) => [...tradingKeys.all, 'corporate-actions', 'group', eventId] as const,
};

/** The events of several accounts at once, OPEN or HISTORY, one query an account (as the API is). */
export function useCorporateActionsOfAccounts(accids: readonly string[], status: CorporateActionList) {
  return useQueries({
    queries: accids.map((accid) => ({
      queryKey: corporateActionKeys.list(accid, status),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(api.portfolio.corporateActions, { params: { accid }, query: { status }, signal }),
      staleTime: TRADING_STALE.portfolio,
    })),
  });
}

/** One event as it stands for the account, with what it may answer. */
export function useCorporateAction(accid: string, eventId: string) {
  return useQuery({
    queryKey: corporateActionKeys.event(accid, eventId),
    queryFn: ({ signal }) => callApi(api.portfolio.corporateAction, { params: { accid, eventId }, signal }),
    staleTime: TRADING_STALE.portfolio,
  });
}

/**
 * One event in every account of the customer's it concerns (a corporate action group), from one call:
 * empty when it concerns none of them.
 */
export function useCorporateActionGroup(eventId: string) {
  return useQuery({
    queryKey: corporateActionKeys.group(eventId),
    queryFn: ({ signal }) => callApi(api.portfolio.corporateActionGroup, { params: { eventId }, signal }),
    staleTime: TRADING_STALE.portfolio,
  });
}

/** An answer holds units back: the account's holdings and every list of events are stale after one. */
function useAfterAnswer() {
  const client = useQueryClient();
  return (accid: string, eventId: string, saved: CorporateActionView | null) => {
    if (saved) client.setQueryData(corporateActionKeys.event(accid, eventId), saved);
    return Promise.all([
      client.invalidateQueries({ queryKey: accountKeys.mine }),
      client.invalidateQueries({ queryKey: tradingKeys.all }),
    ]);
  };
}

export interface AnswerInput {
  accid: string;
  eventId: string;
  option: CorporateActionOption;
  volume: number;
}

/** Answers an elective event, or changes the answer (the same call: the last answer stands). */
export function useAnswerCorporateAction() {
  const after = useAfterAnswer();
  return useMutation({
    mutationFn: ({ accid, eventId, option, volume }: AnswerInput) =>
      callApi(api.portfolio.answerCorporateAction, {
        params: { accid, eventId },
        body: { option, volume },
      }),
    onSuccess: (saved, input) => after(input.accid, input.eventId, saved),
  });
}

/** Withdraws the answer before the deadline: the units are free again. */
export function useWithdrawCorporateActionAnswer() {
  const after = useAfterAnswer();
  return useMutation({
    mutationFn: ({ accid, eventId }: { accid: string; eventId: string }) =>
      callApi(api.portfolio.withdrawCorporateActionAnswer, { params: { accid, eventId } }),
    onSuccess: (_nothing, input) => after(input.accid, input.eventId, null),
  });
}

import { api } from '@havn/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { tradingKeys } from '../trading/queries.ts';
import { accountKeys } from './queries.ts';

export type TransferBody = { fromAccid: string; toAccid: string } & (
  | { amount: string }
  | { instrumentId: number; volume: number }
);

/** Moves cash or units between two own accounts; both accounts' money and holdings are read afresh. */
export function useInternalTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: TransferBody; idempotencyKey: string }) =>
      callApi(api.accountsAndMoney.transfer, {
        body: input.body,
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.mine }),
        client.invalidateQueries({ queryKey: tradingKeys.all }),
      ]),
  });
}

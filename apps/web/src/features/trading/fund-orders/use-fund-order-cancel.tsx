import type { FundOrderView } from '@havn/contract/web';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import type { OrderCancel } from '../../../components/OrderCard.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useCancelFundOrder } from '../queries.ts';

/**
 * Cancelling fund orders from a list of them (the fund orders, the fund switches): `cancelOf` is the
 * Cancel of an order still REGISTERED before its cut-off (the list looks at the clock every 30
 * seconds), `outcome` what the last cancel came to, said above the list. The button goes with the
 * order's state, so the confirmation takes focus.
 */
export function useFundOrderCancel() {
  const cancel = useCancelFundOrder();
  const errorMessage = useErrorMessage();
  const now = useNow();
  const cancelOf = (order: FundOrderView, label: string): OrderCancel | undefined =>
    order.state === 'REGISTERED' && now < new Date(order.cutOff)
      ? {
          label,
          busy: cancel.isPending && cancel.variables?.id === order.id,
          onCancel: () => cancel.mutate({ accid: order.accid, id: order.id }),
        }
      : undefined;
  const outcome = (cancelled: string): ReactNode => (
    <>
      {cancel.isError && <Alert key={cancel.submittedAt}>{errorMessage(cancel.error)}</Alert>}
      {cancel.isSuccess && (
        <Alert key={cancel.submittedAt} tone="success" focus>
          {cancelled}
        </Alert>
      )}
    </>
  );
  return { cancelOf, outcome };
}

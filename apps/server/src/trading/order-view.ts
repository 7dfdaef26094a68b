import type { OrderView } from '@havn/contract';
import { formatPrice, roundMoney } from '@havn/domain/broker/index';
import type { OrderRow } from './orders-repo.ts';

/** An order as the API shows it: a pure function of its row and its average fill price. */
export function presentOrder(order: OrderRow, averageFillPrice: string | null): OrderView {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    accid: order.accid,
    instrumentId: order.instrumentId,
    side: order.side,
    orderType: order.orderType,
    volume: order.volume,
    price: order.limitPrice === null ? null : formatPrice(order.limitPrice),
    priceLimit: formatPrice(order.priceLimit),
    triggerPrice: order.triggerPrice === null ? null : formatPrice(order.triggerPrice),
    triggeredAt: order.triggeredAt === null ? null : order.triggeredAt.toISOString(),
    currency: order.currency,
    state: order.state,
    filledVolume: order.filledVolume,
    averageFillPrice: averageFillPrice === null ? null : formatPrice(averageFillPrice),
    reservedAmount: roundMoney(order.reservedCash, order.accountCurrency),
    fees: roundMoney(order.feesPaid, order.accountCurrency),
    accountCurrency: order.accountCurrency,
    validUntil: order.validUntil.toISOString(),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

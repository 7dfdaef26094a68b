import type { SQL } from 'drizzle-orm';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { Db } from '../db/client.ts';
import { insertFromJson } from '../db/json-insert.ts';
import { orderAudit } from '../db/schema/orders.ts';
import type { InstrumentRow, OrderRow } from './orders-repo.ts';

type AuditEvent = (typeof orderAudit.$inferInsert)['event'];

/** Executions and expiry are the matching engine's acts, not a person's. */
export const MATCHING_ENGINE = 'system:matching';

export interface AuditExecution {
  executionId: string;
  price: string;
  volume: number;
  executedAt: Date;
}

/**
 * The order_audit table, append-only: rows go in, never change.
 *
 * Appends one MiFIR article 25 record of an order event, inside the transaction that made the change:
 * the order as it stands after the event, who acted, and for a fill the execution it links to.
 */
export interface OrderEventInput {
  event: AuditEvent;
  order: OrderRow;
  account: AccountRow;
  instrument: Pick<InstrumentRow, 'isin' | 'market'>;
  actingPerson: string;
  recordedAt: Date;
  execution?: AuditExecution;
}

export async function recordOrderEvent(tx: Db, input: OrderEventInput): Promise<void> {
  await tx.insert(orderAudit).values(auditRow(input));
}

/** The records of several events as part of a larger statement, in the order given (ids rise so). */
export function orderEventsInsert(inputs: readonly OrderEventInput[]): SQL {
  return insertFromJson(orderAudit, inputs.map(auditRow));
}

function auditRow(input: OrderEventInput): typeof orderAudit.$inferInsert {
  const { order, account, instrument, execution } = input;
  return {
    orderId: order.id,
    event: input.event,
    clientId: account.userId,
    accid: account.accid,
    accountNumber: account.accountNumber,
    actingPerson: input.actingPerson,
    isin: instrument.isin,
    instrumentId: order.instrumentId,
    venue: instrument.market,
    side: order.side,
    orderType: order.orderType,
    limitPrice: order.limitPrice,
    triggerPrice: order.triggerPrice,
    currency: order.currency,
    quantity: order.volume,
    filledQuantity: order.filledVolume,
    validity: 'GTD',
    validUntil: order.validUntil,
    receivedAt: order.createdAt,
    executionId: execution?.executionId ?? null,
    executionPrice: execution?.price ?? null,
    executionQuantity: execution?.volume ?? null,
    executedAt: execution?.executedAt ?? null,
    recordedAt: input.recordedAt,
  };
}

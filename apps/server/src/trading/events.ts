import type { OrderSide } from '@havn/domain/broker/index';
import { defineDomainEvent } from '../platform/jobs/index.ts';

/**
 * A fill was booked: recorded in the fill's own transaction, so it exists exactly when the fill does.
 * Trading says what happened and leaves what it means to whoever subscribes (the community turns a
 * shared account's fill into a trade event in the instrument's feed).
 */
export interface FillExecuted {
  executionId: string;
  orderId: string;
  accid: string;
  userId: string;
  /** Whether the account was shared in the community when the fill was booked. */
  sharedInCommunity: boolean;
  instrument: { id: number; name: string; currency: string };
  side: OrderSide;
  /** The execution price, a decimal string in the instrument's currency. */
  price: string;
  volume: number;
  /** ISO 8601, UTC. */
  executedAt: string;
  /** The share of the holding this fill added or sold, as a decimal string; null when not meaningful. */
  percentageChange: string | null;
}

export const fillExecuted = defineDomainEvent<FillExecuted>('trading.fill-executed');

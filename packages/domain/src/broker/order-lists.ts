/**
 * An order's closed lists, defined once (no imports, so the community's rules and the web can read them
 * without the decimal arithmetic): the contract's zod enums and the database's column types are built
 * from these arrays.
 */
export const ORDER_SIDES = ['BUY', 'SELL'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
/**
 * MARKET fills now at the quote; LIMIT waits in the book for its price; STOP_LOSS waits, out of the
 * book, for the last price to reach its trigger (down for a sell, up for a buy), then trades as a limit
 * order at its limit, or as a market order when it has none.
 */
export const ORDER_TYPES = ['MARKET', 'LIMIT', 'STOP_LOSS'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_STATES = [
  'PENDING',
  'PARTIALLY_FILLED',
  'FILLED',
  'CANCELLED',
  'REJECTED',
  'EXPIRED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** What the append-only order audit records (MiFIR article 25): each thing that happened to an order. */
export const ORDER_AUDIT_EVENTS = [
  'PLACED',
  'MODIFIED',
  'TRIGGERED',
  'CANCELLED',
  'PARTIALLY_FILLED',
  'FILLED',
  'REJECTED',
  'EXPIRED',
] as const;
export type OrderAuditEvent = (typeof ORDER_AUDIT_EVENTS)[number];

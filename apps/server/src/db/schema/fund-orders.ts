import { FUND_ORDER_SIDES, FUND_ORDER_STATES } from '@havn/domain/broker/index';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { instruments } from './instruments.ts';

/**
 * A fund order (domain fund-orders.ts): bought or sold at the trade date's NAV, never on the exchange.
 * A buy holds `amount` of the account's cash back from placement to pricing, a sell `units` of the
 * holding; pricing fills in `nav`, the units and the cash that changed hands.
 */
export const fundOrders = pgTable(
  'fund_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    side: text('side', { enum: FUND_ORDER_SIDES }).notNull(),
    /** `{userId}:{Idempotency-Key}`: a retried request finds the order it made. */
    requestKey: text('request_key').notNull().unique(),
    state: text('state', { enum: FUND_ORDER_STATES }).notNull(),
    /** A buy's amount, account currency: what it holds back and pays. */
    amount: numeric('amount', { precision: 24, scale: 6 }),
    /** A sell's units (all of them when the customer asked for all), or a buy's once priced. */
    units: numeric('units', { precision: 24, scale: 6 }),
    /** A sell of every unit held when it was placed. */
    sellsAll: boolean('sells_all').notNull().default(false),
    /** The account's currency. */
    currency: text('currency').notNull(),
    cutOff: timestamp('cut_off', { withTimezone: true }).notNull(),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    /** When the trade date's NAV is known: the order is priced then. */
    navKnownAt: timestamp('nav_known_at', { withTimezone: true }).notNull(),
    settleDate: date('settle_date', { mode: 'string' }).notNull(),
    /** The NAV that priced it, the fund's currency. */
    nav: numeric('nav', { precision: 24, scale: 6 }),
    /** The cash that changed hands when priced, account currency. */
    settledAmount: numeric('settled_amount', { precision: 24, scale: 6 }),
    /** A switch's two legs share its id: the sale of one fund, then the purchase of another. */
    switchId: uuid('switch_id'),
    /** On a switch's sale: the fund its proceeds buy once it is priced. */
    switchToInstrumentId: integer('switch_to_instrument_id').references(() => instruments.id),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fund_orders_accid_idx').on(t.accid, t.createdAt.desc())],
);

import { FUND_CATEGORIES, INSTRUMENT_TYPES, type InstrumentType } from '@havn/domain/broker/index';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export { INSTRUMENT_TYPES, type InstrumentType };

export interface RegionAllocation {
  type: string;
  type_id: string;
  weight: number;
}

/** The instrument universe: reference data shipped with the product and loaded on first start. */
export const instruments = pgTable(
  'instruments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    isin: text('isin').notNull().unique(),
    type: text('type', { enum: INSTRUMENT_TYPES }).notNull(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    sector: text('sector').notNull(),
    tradable: boolean('tradable').notNull(),
    lotSize: integer('lot_size').notNull().default(1),
    /** The price the market simulator starts from. */
    referencePrice: numeric('reference_price', { precision: 20, scale: 6 }).notNull(),
    /** URL-safe slug, unique: `volvo-b`. */
    slug: text('slug').notNull(),
    allocation: jsonb('allocation').$type<RegionAllocation[] | null>(),
    /**
     * A fund's facts from its key information document, null for anything else: what it invests in,
     * its summary risk indicator (1–7) and its ongoing charge (percent a year). All three or none.
     */
    fundCategory: text('fund_category', { enum: FUND_CATEGORIES }),
    riskIndicator: smallint('risk_indicator'),
    ongoingCharge: numeric('ongoing_charge', { precision: 5, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('instruments_slug_key').on(t.slug),
    uniqueIndex('instruments_market_symbol_key').on(t.market, t.symbol),
    index('instruments_tradable_id_idx').on(t.tradable, t.id),
    check(
      'instruments_fund_facts_range_check',
      sql`${t.riskIndicator} BETWEEN 1 AND 7 AND ${t.ongoingCharge} >= 0`,
    ),
    check(
      'instruments_fund_facts_check',
      sql`(${t.fundCategory} IS NULL) = (${t.riskIndicator} IS NULL) AND (${t.fundCategory} IS NULL) = (${t.ongoingCharge} IS NULL)`,
    ),
  ],
);

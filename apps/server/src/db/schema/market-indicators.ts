import { MARKET_INDICATOR_KINDS } from '@havn/domain/broker/index';
import { numeric, pgTable, text } from 'drizzle-orm/pg-core';

/** Indices, FX rates and commodities shown as market indicators. */
export const marketIndicators = pgTable('market_indicators', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  country: text('country'),
  kind: text('kind', { enum: MARKET_INDICATOR_KINDS }).notNull(),
  value: numeric('value', { precision: 20, scale: 6 }).notNull(),
});

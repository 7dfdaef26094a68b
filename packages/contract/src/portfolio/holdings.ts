import { z } from 'zod';
import { ACCOUNTS, accidParams, moneyStringSchema, unitCountSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * What an account holds (api.md, Accounts and trading): its positions at current prices and their
 * weights by region. Prices are decimal strings in the instrument's currency.
 */
export const positionSchema = z.object({
  instrumentId: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  isin: z.string(),
  /** Units held, including units held back by open sell orders (reservedVolume). */
  volume: unitCountSchema,
  reservedVolume: unitCountSchema,
  /** Average purchase price (the volume-weighted buy price, without fees), instrument currency. */
  averagePrice: moneyStringSchema,
  lastPrice: moneyStringSchema.nullable(),
  /** volume × lastPrice, instrument currency; null without a price. */
  marketValue: moneyStringSchema.nullable(),
  currency: z.string().length(3),
  /** (lastPrice − averagePrice) × volume, instrument currency, and in percent of the average price. */
  unrealizedReturn: moneyStringSchema.nullable(),
  unrealizedReturnPercent: moneyStringSchema.nullable(),
  accountCurrency: z.string().length(3),
  marketValueInAccountCurrency: moneyStringSchema.nullable(),
  /** What the units held cost, fees included, account currency. */
  acquisitionCost: moneyStringSchema,
});
export type PositionView = z.infer<typeof positionSchema>;

export const regionWeightSchema = z.object({
  type: z.string(),
  type_id: z.string(),
  /** Percent of the holdings' market value, two decimals. */
  weight: z.number(),
});

export const holdingsApi = {
  positions: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/positions`,
    summary: "The account's holdings at current prices",
    tags: ['trading'],
    auth: 'session',
    apiKey: 'READ',
    params: accidParams,
    success: { status: 200, body: z.array(positionSchema) },
    errors: ['NOT_FOUND'],
  }),
  allocation: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/allocation`,
    summary: "The account's holdings by region, weighted by market value; funds and ETFs looked through",
    tags: ['trading'],
    auth: 'session',
    params: accidParams,
    query: z.object({ by: z.enum(['region']) }),
    success: { status: 200, body: z.array(regionWeightSchema) },
    errors: ['NOT_FOUND'],
  }),
} as const;

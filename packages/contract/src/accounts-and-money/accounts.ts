import { API_ACCOUNT_TYPES } from '@havn/domain';
import { REQUIRED_ACTIONS } from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** A decimal amount on the wire: a string, never a JSON number. */
export const moneyStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A count of units held or traded: whole for shares and ETFs, up to four decimals for fund units. */
export const unitCountSchema = z.number().describe('whole units, or up to 4 decimals for a fund');

/** Every account-scoped call lives under an account's address (trading, money, portfolio). */
export const ACCOUNTS = '/api/accounts';
export const accidParams = z.object({ accid: z.string().regex(/^\d{1,18}$/) });

/** Keyset paging of an account's lists (orders, transactions): `nextCursor` comes back with each page. */
export const accountPageQuery = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
};

export const accountSchema = z.object({
  accid: z.string(),
  accountNumber: z.string(),
  /** The api.md code: DEPOT is each country's ordinary securities account (see `country`). */
  accountType: z.enum(API_ACCOUNT_TYPES),
  /**
   * The country whose kind of account it is (ISO 3166-1 alpha-2, upper case): a DEPOT from NO is the
   * aksje- og fondskonto, from DK the aktiedepot, from FI the arvo-osuustili; null: the depot of every
   * other country.
   */
  country: z.string().length(2).nullable(),
  alias: z.string().nullable(),
  currency: z.string().length(3),
  /** All the account's cash in its currency, a sum of ledger entries: free and held back by open buy orders. */
  cash: moneyStringSchema,
  /** The free part of the cash: what a new order may spend (open buy orders hold back the rest). */
  buyingPower: moneyStringSchema,
  /** Settled free cash: what may be withdrawn (never negative). */
  withdrawable: moneyStringSchema,
  /** Cash from sales not yet settled (T+2 bank days): buying power already, withdrawable once settled. */
  unsettled: moneyStringSchema,
  /** The customer's default account: the one order tickets and deposits preselect. */
  isDefault: z.boolean(),
  /** What may still be deposited into a capped account (aktiesparekonto, osakesäästötili); null: no cap. */
  depositRoom: moneyStringSchema.nullable(),
  /**
   * What the customer must do first: COVER_NEGATIVE_CASH when a reversed deposit left the cash below
   * zero (withdrawals are blocked until it is covered). Null: nothing.
   */
  requiredAction: z.enum(REQUIRED_ACTIONS).nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const listAccounts = endpoint({
  method: 'GET',
  path: ACCOUNTS,
  summary: 'My brokerage accounts',
  tags: ['accounts'],
  auth: 'session',
  apiKey: 'READ',
  success: { status: 200, body: z.array(accountSchema) },
  errors: [],
});

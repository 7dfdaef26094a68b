import { API_ACCOUNT_TYPES } from '@havn/domain';
import { z } from 'zod';
import { ACCOUNTS, moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The member's overview (issue 13): what each account and all of them together are worth now, and
 * the day's result. Values are cash plus holdings at the latest prices, converted to the account
 * currency at the live FX rates (packages/domain broker/account-overview.ts); the day's result is the
 * change since the previous day's close (UTC days, as the performance call counts them), deposits and
 * withdrawals aside. The total is in the currency of the member's first account.
 */
const percentSchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('percent, two decimals');

export const dayFiguresSchema = z.object({
  currency: z.string().length(3),
  /** cash + holdings, now. */
  value: moneyStringSchema,
  cash: moneyStringSchema,
  holdings: moneyStringSchema,
  /** The value at the previous day's close. */
  previousClose: moneyStringSchema,
  /** value − previousClose − today's net deposits. */
  dayResult: moneyStringSchema,
  /** dayResult in percent of the previous close (of today's deposits, for a day that began empty). */
  dayReturnPercent: percentSchema,
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

export const accountOverviewSchema = dayFiguresSchema.extend({
  accid: z.string(),
  accountNumber: z.string(),
  accountType: z.enum(API_ACCOUNT_TYPES),
  /** Whose kind of account (ISO alpha-2, upper case; a DEPOT differs by country); null: every other country's depot. */
  country: z.string().length(2).nullable(),
  alias: z.string().nullable(),
  /** Units of the total's currency per unit of the account currency, now. */
  fxRate: z.string(),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

export const overviewSchema = z.object({
  asOf: z.string().describe('ISO 8601, UTC'),
  /** Null for a member without an account. */
  total: dayFiguresSchema.nullable(),
  accounts: z.array(accountOverviewSchema),
  /**
   * The total's value at each day's close over the last month, in the total's currency; its last
   * point is today's value now (the same as total.value). Empty before the first deposit.
   */
  history: z.array(z.object({ date: z.string().describe('YYYY-MM-DD, UTC'), value: moneyStringSchema })),
});
export type OverviewView = z.infer<typeof overviewSchema>;

export const overviewApi = {
  overview: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/overview`,
    summary:
      "My accounts' value now and the day's result and return, per account and in total, with the total's value over the last month",
    tags: ['portfolio'],
    auth: 'session',
    success: { status: 200, body: overviewSchema },
    errors: [],
  }),
} as const;

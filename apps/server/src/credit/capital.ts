import { dec, roundMoney } from '@havn/domain/broker/index';
import { accountsOfUser } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { liveFxRate } from '../market-data/fx.ts';
import { accountValueNow } from '../portfolio/overview.ts';

/**
 * The capital a customer holds at Havn under their own ID, in `currency`: every account's value now
 * (cash and holdings, pension accounts included), each converted at the live rate. What private
 * banking's threshold and the mortgage's asset discount count.
 */
export async function capitalAtHavn(ctx: AppContext, userId: string, currency: string): Promise<string> {
  const accounts = await accountsOfUser(ctx.db, userId);
  const parts = await Promise.all(
    accounts.map(async (account) => {
      const [{ value }, rate] = await Promise.all([
        accountValueNow(ctx, account),
        liveFxRate(ctx.marketData, account.currency, currency),
      ]);
      return dec(value).times(rate);
    }),
  );
  return roundMoney(
    parts.reduce((sum, part) => sum.plus(part), dec(0)),
    currency,
  );
}

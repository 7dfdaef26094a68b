import { RATING_WINDOW_YEARS, rateMembers } from '@havn/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { portfolioRatingInput, type UnitMovement } from './portfolio-returns.ts';

/**
 * The ratings job (spec section 9): every active member's rating, 0 to 3, from the Sharpe ratio of
 * the daily returns of their SHARED portfolios over the last three years (or the span available),
 * ranked among members by `rateMembers`; written to profiles.rating.
 *
 * The daily series: units held (position ledger entries of shared accounts, by UTC day) times the
 * provider's daily closes, time-weighted so cash flows are no return. Simplifications: cash is left
 * out (the return is that of the holdings), and each instrument's return is in its own currency.
 * @TODO(ratings): convert to the account currency with daily FX closes once the provider has them,
 * and move the daily run (orders/scheduler.ts) to the platform job queue.
 */
export async function computeRatings(ctx: AppContext): Promise<Map<string, number>> {
  const now = ctx.clock.now();
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - RATING_WINDOW_YEARS);

  const members = await ctx.db
    .select({ profileId: profiles.id, userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.status, 'ACTIVE'));
  const shared = members.length
    ? await ctx.db
        .select({ accid: accounts.accid, userId: accounts.userId })
        .from(accounts)
        .where(
          and(
            eq(accounts.sharedInCommunity, true),
            inArray(
              accounts.userId,
              members.map((m) => m.userId),
            ),
          ),
        )
    : [];
  const userOfAccount = new Map(shared.map((a) => [a.accid, a.userId]));
  const entries = shared.length
    ? await ctx.db
        .select({
          account: ledgerEntries.account,
          asset: ledgerEntries.asset,
          amount: ledgerEntries.amount,
          createdAt: ledgerTransactions.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            inArray(ledgerEntries.account, [...userOfAccount.keys()]),
            inArray(ledgerEntries.kind, ['position', 'position_reserved']),
          ),
        )
    : [];

  const movementsOfUser = new Map<string, UnitMovement[]>();
  for (const e of entries) {
    const userId = userOfAccount.get(e.account)!;
    const list = movementsOfUser.get(userId) ?? [];
    list.push({
      instrumentId: Number(e.asset),
      date: e.createdAt.toISOString().slice(0, 10),
      units: e.amount,
    });
    movementsOfUser.set(userId, list);
  }
  const instrumentIds = [...new Set(entries.map((e) => Number(e.asset)))];
  const closes = instrumentIds.length
    ? await ctx.marketData.dailyCloses(instrumentIds, from, now)
    : new Map();

  const inputs = members.map((m) => {
    const movements = movementsOfUser.get(m.userId) ?? [];
    const own = new Set(movements.map((x) => x.instrumentId));
    return portfolioRatingInput(m.profileId, movements, new Map([...closes].filter(([id]) => own.has(id))));
  });
  const ratings = rateMembers(inputs);

  const byRating = new Map<number, string[]>();
  for (const [profileId, rating] of ratings)
    byRating.set(rating, [...(byRating.get(rating) ?? []), profileId]);
  await ctx.db.transaction(async (tx) => {
    for (const [rating, ids] of byRating) {
      await tx.update(profiles).set({ rating }).where(inArray(profiles.id, ids));
    }
  });
  return ratings;
}

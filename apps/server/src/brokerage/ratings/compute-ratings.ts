import { RATING_WINDOW_YEARS, rateMembers } from '@havn/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { dailyFx } from '../market-data/fx.ts';
import { portfolioRatingInput, type UnitMovement } from './portfolio-returns.ts';

/**
 * The ratings job (spec section 9): every active member's rating, 0 to 3, from the Sharpe ratio of
 * the daily returns of their SHARED portfolios over the last three years (or the span available),
 * ranked among members by `rateMembers`; written to profiles.rating.
 *
 * The daily series: units held (position ledger entries of shared accounts, by UTC day) times the
 * provider's daily closes, valued in SEK at the day's FX close (dailyFx) so that every member is
 * measured in one currency and currency moves are part of the return, time-weighted so cash flows are
 * no return. Simplification: cash is left out (the return is that of the holdings).
 * @TODO(ratings): move the daily run (orders/scheduler.ts) to the platform job queue.
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
  const [closes, currencies, fx] = await Promise.all([
    instrumentIds.length ? ctx.marketData.dailyCloses(instrumentIds, from, now) : new Map<number, never>(),
    instrumentIds.length
      ? ctx.db
          .select({ id: instruments.id, currency: instruments.currency })
          .from(instruments)
          .where(inArray(instruments.id, instrumentIds))
      : [],
    dailyFx(ctx.marketData, from, now),
  ]);
  const currencyOf = new Map(currencies.map((i) => [i.id, i.currency]));

  const inputs = members.map((m) => {
    const movements = movementsOfUser.get(m.userId) ?? [];
    const own = new Set(movements.map((x) => x.instrumentId));
    const ownCloses = new Map([...closes].filter(([id]) => own.has(id)));
    return portfolioRatingInput(m.profileId, movements, ownCloses, { currencyOf, fx });
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

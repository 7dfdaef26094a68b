import { RATING_WINDOW_YEARS, rateMembers } from '@havn/domain';
import { utcDay } from '@havn/domain/broker/index';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { dailyFx } from '../../market-data/index.ts';
import { portfolioRatingInput, type UnitMovement } from './portfolio-returns.ts';

/** Profiles updated per statement: well under PostgreSQL's 65535 parameters. */
const RATING_UPDATE_BATCH = 5_000;

/**
 * The ratings job (spec section 9): every active member's rating, 0 to 3, from the Sharpe ratio of
 * the daily returns of their SHARED portfolios over the last three years (or the span available),
 * ranked among members by `rateMembers`; written to profiles.rating.
 *
 * The daily series: units held (position ledger entries of shared accounts, by UTC day) times the
 * provider's daily closes, valued in SEK at the day's FX close (dailyFx) so that every member is
 * measured in one currency and currency moves are part of the return, time-weighted so cash flows are
 * no return. Simplification: cash is left out (the return is that of the holdings). It runs on the job
 * queue once a day (community/jobs.ts).
 */
export async function computeRatings(ctx: AppContext): Promise<Map<string, number>> {
  const now = ctx.clock.now();
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - RATING_WINDOW_YEARS);

  const members = await ctx.db
    .select({ profileId: profiles.id, userId: profiles.userId, rating: profiles.rating })
    .from(profiles)
    .where(eq(profiles.status, 'ACTIVE'));
  // The units of active members' shared accounts, by join rather than by lists of ids: members can be
  // more than a statement takes parameters.
  const entries = await ctx.db
    .select({
      userId: accounts.userId,
      asset: ledgerEntries.asset,
      amount: ledgerEntries.amount,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(accounts, eq(accounts.accid, ledgerEntries.account))
    .innerJoin(profiles, eq(profiles.userId, accounts.userId))
    .where(
      and(
        eq(accounts.sharedInCommunity, true),
        eq(profiles.status, 'ACTIVE'),
        inArray(ledgerEntries.kind, ['position', 'position_reserved']),
      ),
    );

  const movementsOfUser = new Map<string, UnitMovement[]>();
  for (const e of entries) {
    const userId = e.userId;
    const list = movementsOfUser.get(userId) ?? [];
    list.push({
      instrumentId: Number(e.asset),
      date: utcDay(e.createdAt),
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
    const ownCloses = own.size ? new Map([...closes].filter(([id]) => own.has(id))) : new Map();
    return portfolioRatingInput(m.profileId, movements, ownCloses, { currencyOf, fx });
  });
  const ratings = rateMembers(inputs);

  // Only ratings that changed are written, a bounded number of ids per statement.
  const changed = new Map<number, string[]>();
  for (const m of members) {
    const rating = ratings.get(m.profileId) ?? 0;
    if (rating === m.rating) continue;
    const ids = changed.get(rating);
    if (ids) ids.push(m.profileId);
    else changed.set(rating, [m.profileId]);
  }
  await ctx.db.transaction(async (tx) => {
    for (const [rating, ids] of changed) {
      for (let i = 0; i < ids.length; i += RATING_UPDATE_BATCH) {
        await tx
          .update(profiles)
          .set({ rating })
          .where(inArray(profiles.id, ids.slice(i, i + RATING_UPDATE_BATCH)));
      }
    }
  });
  return ratings;
}

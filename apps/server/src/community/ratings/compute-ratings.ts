import { RATING_WINDOW_YEARS, rateMembers } from '@havn/domain';
import { utcDay } from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { dailyFx, instrumentBasicsByIds } from '../../market-data/index.ts';
import { portfolioRatingInput, type UnitMovement } from './portfolio-returns.ts';
import { activeMembers, sharedUnitMovements, storeRatings } from './ratings-repo.ts';

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

  const members = await activeMembers(ctx.db);
  const entries = await sharedUnitMovements(ctx.db);

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
    instrumentBasicsByIds(ctx.db, instrumentIds),
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
  await storeRatings(ctx.db, changed);
  return ratings;
}

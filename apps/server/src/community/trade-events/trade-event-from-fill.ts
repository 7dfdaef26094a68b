import type { AppContext } from '../../context.ts';
import { subscribe } from '../../platform/jobs/index.ts';
import { type FillExecuted, fillExecuted } from '../../trading/index.ts';
import { publishContentEvent } from '../content/content-events.ts';
import { insertTradeEventOnce } from '../content/contents-repo.ts';
import { contentUrlSafe } from '../content/url-safe.ts';
import { profileOfUser } from '../profiles/profiles-repo.ts';

/**
 * A member's fill on an account shared in the community becomes a trade event in the instrument's
 * feed (spec section 4): a TRADE content row dated at the fill, and its stream event published in the
 * same transaction. Nothing for an account that was not shared when the fill was booked, or an owner
 * without an active community profile. Delivered at least once: the execution id is unique among
 * contents, so a second delivery writes nothing.
 */
export async function tradeEventFromFill(ctx: AppContext, fill: FillExecuted): Promise<void> {
  if (!fill.sharedInCommunity) return;
  const executedAt = new Date(fill.executedAt);
  await ctx.db.transaction(async (tx) => {
    const profile = await profileOfUser(tx, fill.userId);
    if (profile?.status !== 'ACTIVE') return;
    const item = await insertTradeEventOnce(tx, {
      type: 'TRADE',
      profileId: profile.id,
      message: '',
      instrumentId: fill.instrument.id,
      urlSafe: contentUrlSafe(`${fill.side === 'BUY' ? 'bought' : 'sold'} ${fill.instrument.name}`),
      createdAt: executedAt,
      postedAt: executedAt,
      updatedAt: executedAt,
      tradeType: fill.side,
      tradePrice: fill.price,
      tradeCurrency: fill.instrument.currency,
      percentageChange: fill.percentageChange,
      executionId: fill.executionId,
    });
    if (item) await publishContentEvent(tx, 'contentCreated', item, executedAt);
  });
}

/** Only a fill on a shared account can become a trade event: any other is never queued for it. */
export const tradeEventsFromFills = subscribe(fillExecuted, 'community.trade-events', tradeEventFromFill, {
  wants: (fill) => fill.sharedInCommunity,
});

import type { OrderSide } from '@havn/domain/broker/index';
import { and, eq } from 'drizzle-orm';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { publishContentEvent } from '../community/content/content-events.ts';
import { contentUrlSafe } from '../community/content/url-safe.ts';
import type { Db } from '../db/client.ts';
import { contents } from '../db/schema/contents.ts';
import { profiles } from '../db/schema/profiles.ts';
import type { InstrumentRow } from './orders-repo.ts';

export interface TradeEventInput {
  account: AccountRow;
  instrument: Pick<InstrumentRow, 'id' | 'name' | 'currency'>;
  side: OrderSide;
  price: string;
  executionId: string;
  executedAt: Date;
  percentageChange: string | null;
}

/**
 * A member's fill on an account shared in the community becomes a trade event in the instrument's
 * feed (spec section 4): a TRADE content row, written in the fill's transaction, and its stream event
 * published in that same transaction, so it reaches listeners exactly when the fill commits. Nothing
 * for an account that is not shared, or an owner without an active community profile.
 */
export async function recordTradeEvent(tx: Db, input: TradeEventInput): Promise<void> {
  if (!input.account.sharedInCommunity) return;
  const [profile] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.userId, input.account.userId), eq(profiles.status, 'ACTIVE')));
  if (!profile) return;
  const [item] = await tx
    .insert(contents)
    .values({
      type: 'TRADE',
      profileId: profile.id,
      message: '',
      instrumentId: input.instrument.id,
      urlSafe: contentUrlSafe(`${input.side === 'BUY' ? 'bought' : 'sold'} ${input.instrument.name}`),
      createdAt: input.executedAt,
      postedAt: input.executedAt,
      updatedAt: input.executedAt,
      tradeType: input.side,
      tradePrice: input.price,
      tradeCurrency: input.instrument.currency,
      percentageChange: input.percentageChange,
      executionId: input.executionId,
    })
    .returning();
  await publishContentEvent(tx, 'contentCreated', item!, input.executedAt);
}

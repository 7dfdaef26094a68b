import { api } from '@havn/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { balancesOfAccounts } from '../../../accounts-and-money/index.ts';
import type { AppContext } from '../../../context.ts';
import { accounts } from '../../../db/schema/accounts.ts';
import { instruments } from '../../../db/schema/instruments.ts';
import { profiles } from '../../../db/schema/profiles.ts';
import { route } from '../../../platform/route.ts';
import { profileOfUser } from '../../profiles/profile-access.ts';
import { relationshipsOf } from '../../profiles/profiles-repo.ts';
import { presentProfile } from '../../profiles/views/profile-view.ts';
import { instrumentsByActivity } from '../contents-repo.ts';

async function heldInstrumentIds(ctx: AppContext, userId: string | null): Promise<number[]> {
  if (!userId) return [];
  const mine = await ctx.db
    .select({ accid: accounts.accid })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const balances = await balancesOfAccounts(
    ctx.db,
    mine.map((a) => a.accid),
  );
  const held = new Set<number>();
  for (const account of balances.values()) {
    for (const asset of [...account.assets('position'), ...account.assets('position_reserved')])
      held.add(Number(asset));
  }
  return [...held];
}

export const discoverInstrumentsRoute = route(
  api.community.content.discoverInstruments,
  async ({ ctx, query, user }) => {
    // 'My holdings': only instruments the member holds in any of their accounts, from the ledger.
    const onlyIds = query.myHoldings === 'true' ? await heldInstrumentIds(ctx, user?.id ?? null) : undefined;
    const active = await instrumentsByActivity(ctx.db, query.limit, onlyIds);
    if (active.length === 0) return [];
    const rows = await ctx.db
      .select({ id: instruments.id, name: instruments.name })
      .from(instruments)
      .where(
        inArray(
          instruments.id,
          active.map((a) => a.instrumentId),
        ),
      );
    const names = new Map(rows.map((r) => [r.id, r.name]));
    return active.map((a) => ({
      id: a.instrumentId,
      legacyInstrumentId: a.instrumentId,
      name: names.get(a.instrumentId) ?? '',
      iconUrl: null,
      activityDate: a.activity.toISOString(),
    }));
  },
);

export const discoverUsersRoute = route(api.community.content.discoverUsers, async ({ ctx, query, user }) => {
  const rows = await ctx.db
    .select()
    .from(profiles)
    .where(eq(profiles.status, 'ACTIVE'))
    .orderBy(desc(profiles.followerCount), desc(profiles.joinedAt))
    .limit(query.limit);
  const viewer = user ? await profileOfUser(ctx.db, user.id) : null;
  const relations = await relationshipsOf(
    ctx.db,
    viewer?.id ?? null,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentProfile(r, relations.get(r.id), r.id === viewer?.id));
});

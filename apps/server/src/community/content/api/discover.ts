import { api } from '@havn/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { instruments } from '../../../db/schema/instruments.ts';
import { profiles } from '../../../db/schema/profiles.ts';
import { route } from '../../../platform/route.ts';
import { profileOfUser } from '../../profiles/profile-access.ts';
import { relationshipsOf } from '../../profiles/profiles-repo.ts';
import { presentProfile } from '../../profiles/views/profile-view.ts';
import { instrumentsByActivity } from '../contents-repo.ts';

export const discoverInstrumentsRoute = route(api.content.discoverInstruments, async ({ ctx, query }) => {
  // @TODO(brokerage core issue): myHoldings reads the member's positions from the ledger; until orders
  // exist nobody holds anything, so the chip shows an empty list rather than invented holdings.
  const onlyIds = query.myHoldings === 'true' ? [] : undefined;
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
});

export const discoverUsersRoute = route(api.content.discoverUsers, async ({ ctx, query, user }) => {
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

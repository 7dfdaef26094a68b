import { accountsOfUser, balancesOfAccounts } from '../../accounts-and-money/index.ts';
import type { AppContext } from '../../context.ts';
import { instrumentsByIds } from '../../market-data/index.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { groupsByIds } from '../groups/groups-repo.ts';
import { mostFollowedProfiles, profileOfUser, relationshipsOf } from '../profiles/profiles-repo.ts';
import { presentProfile } from '../profiles/views/profile-view.ts';
import { instrumentsByActivity, liveliestRoots } from './contents-repo.ts';
import { presentThreads } from './read-model/pipeline.ts';
import { contentViewer } from './read-model/viewer.ts';

/** Every instrument the member holds (or has reserved for a sale) in any of their accounts, from the ledger. */
async function heldInstrumentIds(ctx: AppContext, userId: string | null): Promise<number[]> {
  if (!userId) return [];
  const mine = await accountsOfUser(ctx.db, userId);
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

/** The instruments most talked about lately; 'my holdings' narrows them to the member's own. */
export async function discoverInstruments(
  ctx: AppContext,
  user: UserRow | null,
  options: { limit: number; myHoldings: boolean },
) {
  const onlyIds = options.myHoldings ? await heldInstrumentIds(ctx, user?.id ?? null) : undefined;
  const active = await instrumentsByActivity(ctx.db, options.limit, onlyIds);
  if (active.length === 0) return [];
  const rows = await instrumentsByIds(
    ctx.db,
    active.map((a) => a.instrumentId),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return active.map((a) => ({
    id: a.instrumentId,
    legacyInstrumentId: a.instrumentId,
    name: byId.get(a.instrumentId)?.name ?? '',
    symbol: byId.get(a.instrumentId)?.symbol ?? '',
    iconUrl: null,
    activityDate: a.activity.toISOString(),
  }));
}

/** Members worth following: the most followed, with the viewer's relationship to each. */
export async function discoverUsers(ctx: AppContext, user: UserRow | null, limit: number) {
  const rows = await mostFollowedProfiles(ctx.db, limit);
  const viewer = user ? await profileOfUser(ctx.db, user.id) : null;
  const relations = await relationshipsOf(
    ctx.db,
    viewer?.id ?? null,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentProfile(r, relations.get(r.id), r.id === viewer?.id));
}

/**
 * The liveliest public threads (the visitor home's "what the community talks about"): the roots
 * through the feed's pipeline, without their comments, each with the instrument or group it belongs
 * to, so a link can take the reader there.
 */
export async function discoverThreads(
  ctx: AppContext,
  user: UserRow | null,
  options: { limit: number; language?: string | undefined },
) {
  const [roots, viewer] = await Promise.all([
    liveliestRoots(ctx.db, options.limit),
    contentViewer(ctx, user, options.language),
  ]);
  const instrumentIds = [...new Set(roots.flatMap((r) => (r.instrumentId === null ? [] : [r.instrumentId])))];
  const groupIds = [...new Set(roots.flatMap((r) => (r.groupId === null ? [] : [r.groupId])))];
  const [threads, instruments, groups] = await Promise.all([
    presentThreads(ctx, roots, [], viewer),
    instrumentsByIds(ctx.db, instrumentIds),
    groupsByIds(ctx.db, groupIds),
  ]);
  const instrumentOf = new Map(instruments.map((i) => [i.id, { id: i.id, name: i.name, symbol: i.symbol }]));
  const groupOf = new Map(groups.map((g) => [g.id, { id: g.id, slug: g.slug, name: g.name }]));
  return {
    threads: threads.map((thread, i) => {
      const root = roots[i]!;
      return {
        thread,
        instrument: root.instrumentId === null ? null : (instrumentOf.get(root.instrumentId) ?? null),
        group: root.groupId === null ? null : (groupOf.get(root.groupId) ?? null),
      };
    }),
  };
}

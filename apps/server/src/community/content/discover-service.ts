import { accountsOfUser, balancesOfAccounts } from '../../accounts-and-money/index.ts';
import type { AppContext } from '../../context.ts';
import { instrumentsByIds } from '../../market-data/index.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { mostFollowedProfiles, profileOfUser, relationshipsOf } from '../profiles/profiles-repo.ts';
import { presentProfile } from '../profiles/views/profile-view.ts';
import { instrumentsByActivity } from './contents-repo.ts';

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

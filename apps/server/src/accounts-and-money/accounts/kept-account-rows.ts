import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { perKey } from '../../platform/per-key.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { type AccountRow, accountOfUser } from './accounts-repo.ts';

/**
 * Account rows kept per process by accid, for a write that checks ownership and needs the account's
 * type and currency before it takes the account's lock (a market order: its FX rate and pre-trade
 * checks come first, the lock after). Only what no write changes is relied upon: the owner, the type
 * and the currency (accounts-repo.ts updates the alias and the sharing only; accounts are never
 * deleted). The caller takes the lock with the row's owner in its WHERE and checks the type and the
 * currency against the row the lock returns, which is what it writes from; the rest of a kept row
 * (alias, sharing, terms) may be stale and must not be used.
 *
 * Not forgotten on the `money:<user>` announcements: every order announces one (its ledger entries),
 * so a row forgotten on them would be read again for each order, and none of what is relied upon
 * changes. Bounded by count, the least recently read first.
 */
const MAX_ENTRIES = 20_000;

const keptOf = perKey((_: AppContext) => new Map<string, AccountRow>());

/**
 * The caller's own account as ownAccount answers it (404 for another's), from the kept row when there
 * is one: see above for what of it may be used.
 */
export async function ownAccountKept(
  ctx: AppContext,
  user: UserRow | null,
  accid: string,
): Promise<AccountRow> {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  const kept = keptOf(ctx);
  const hit = kept.get(accid);
  if (hit) {
    if (hit.userId !== user.id) throw new AppError('NOT_FOUND', 'No such account.');
    kept.delete(accid);
    kept.set(accid, hit);
    return hit;
  }
  const row = await accountOfUser(ctx.db, user.id, accid);
  if (!row) throw new AppError('NOT_FOUND', 'No such account.');
  kept.set(accid, row);
  if (kept.size > MAX_ENTRIES) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return row;
}

/** The lock found the account other than kept (it never should): read it afresh next time. */
export function forgetKeptAccount(ctx: AppContext, accid: string): void {
  keptOf(ctx).delete(accid);
}

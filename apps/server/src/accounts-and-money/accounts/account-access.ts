import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { type AccountRow, accountOfUser } from './accounts-repo.ts';

/**
 * The caller's own account, or 404: another customer's account answers exactly like one that does not
 * exist, so account numbers cannot be probed.
 */
export async function ownAccount(ctx: { db: Db }, user: UserRow | null, accid: string): Promise<AccountRow> {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  const row = await accountOfUser(ctx.db, user.id, accid);
  if (!row) throw new AppError('NOT_FOUND', 'No such account.');
  return row;
}

import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import type { AccountRow } from './accounts-repo.ts';

/**
 * The caller's own account, or 404: another customer's account answers exactly like one that does not
 * exist, so account numbers cannot be probed.
 */
export async function ownAccount(ctx: AppContext, user: UserRow | null, accid: string): Promise<AccountRow> {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  const [row] = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accid, accid), eq(accounts.userId, user.id)));
  if (!row) throw new AppError('NOT_FOUND', 'No such account.');
  return row;
}

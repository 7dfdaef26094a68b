import { api } from '@havn/contract';
import { and, asc, eq } from 'drizzle-orm';
import { accounts } from '../../../db/schema/accounts.ts';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../profile-access.ts';

const present = (a: typeof accounts.$inferSelect) => ({
  accountId: a.accid,
  accountNumber: a.accountNumber,
  accountType: a.accountType,
  alias: a.alias,
  shared: a.sharedInCommunity,
});

/** The member's real brokerage accounts, each shareable as a portfolio on their profile. */
export const shareableAccountsRoute = route(
  api.community.profiles.shareableAccounts,
  async ({ ctx, user }) => {
    await requireActiveProfile(ctx, user);
    const rows = await ctx.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user!.id))
      .orderBy(asc(accounts.createdAt));
    return rows.map(present);
  },
);

export const toggleSharedRoute = route(api.community.profiles.toggleShared, async ({ ctx, body, user }) => {
  await requireActiveProfile(ctx, user);
  const [row] = await ctx.db
    .update(accounts)
    .set({ sharedInCommunity: body.shared })
    .where(and(eq(accounts.accid, body.accountId), eq(accounts.userId, user!.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such account of yours.');
  return present(row);
});

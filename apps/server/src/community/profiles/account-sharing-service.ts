import { apiAccountType } from '@havn/domain/broker/index';
import { type AccountRow, accountsOfUser, setAccountSharing } from '../../accounts-and-money/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';

const present = (a: AccountRow) => ({
  accountId: a.accid,
  accountNumber: a.accountNumber,
  accountType: apiAccountType(a.accountType),
  alias: a.alias,
  shared: a.sharedInCommunity,
});

/** The member's real brokerage accounts, each shareable as a portfolio on their profile. */
export async function shareableAccounts(ctx: AppContext, userId: string) {
  return (await accountsOfUser(ctx.db, userId)).map(present);
}

export async function shareAccount(ctx: AppContext, userId: string, accid: string, shared: boolean) {
  const row = await setAccountSharing(ctx.db, userId, accid, shared);
  if (!row) throw new AppError('NOT_FOUND', 'No such account of yours.');
  return present(row);
}

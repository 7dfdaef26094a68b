import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { shareAccount, shareableAccounts } from '../account-sharing-service.ts';
import { requireActiveProfile } from '../profile-access.ts';

/** The member's real brokerage accounts, each shareable as a portfolio on their profile. */
export const shareableAccountsRoute = route(
  api.community.profiles.shareableAccounts,
  async ({ ctx, user }) => {
    await requireActiveProfile(ctx, user);
    return shareableAccounts(ctx, user!.id);
  },
);

export const toggleSharedRoute = route(api.community.profiles.toggleShared, async ({ ctx, body, user }) => {
  await requireActiveProfile(ctx, user);
  return shareAccount(ctx, user!.id, body.accountId, body.shared);
});

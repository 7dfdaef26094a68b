import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { accountTypesOffered, openAnotherAccount, updateAccount } from '../account-opening.ts';

/** The account types my country offers, with their rules. */
export const accountTypesRoute = route(api.accountsAndMoney.accountTypes, ({ ctx, user }) =>
  accountTypesOffered(ctx, user!),
);

/** Opens another account, its terms signed with a fresh eID confirmation. */
export const openAccountRoute = route(api.accountsAndMoney.openAccount, ({ ctx, user, body, request }) =>
  openAnotherAccount(ctx, user!, body, request),
);

/** Renames an account or makes it my default. */
export const updateAccountRoute = route(api.accountsAndMoney.updateAccount, ({ ctx, user, params, body }) =>
  updateAccount(ctx, user!, params.accid, body),
);

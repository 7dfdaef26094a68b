import { api } from '@havn/contract';
import { ownAccount } from '../../../accounts-and-money/accounts/account-access.ts';
import { accountsOfUser } from '../../../accounts-and-money/accounts/accounts-repo.ts';
import { requireUser, route } from '../../../platform/route.ts';
import {
  answerCorporateAction,
  corporateActionInAccounts,
  corporateActionOf,
  corporateActionsOf,
} from '../corporate-actions.ts';

export const corporateActionsRoute = route(
  api.portfolio.corporateActions,
  async ({ ctx, params, query, user }) =>
    corporateActionsOf(ctx, await ownAccount(ctx, user, params.accid), query.status),
);

export const corporateActionRoute = route(api.portfolio.corporateAction, async ({ ctx, params, user }) =>
  corporateActionOf(ctx, await ownAccount(ctx, user, params.accid), params.eventId),
);

export const corporateActionGroupRoute = route(
  api.portfolio.corporateActionGroup,
  async ({ ctx, params, user }) => {
    const accounts = await accountsOfUser(ctx.db, requireUser(user).id);
    return corporateActionInAccounts(ctx, accounts, params.eventId);
  },
);

/** A PUT: the same answer sent twice is the same answer (nothing held back twice). */
export const answerCorporateActionRoute = route(
  api.portfolio.answerCorporateAction,
  async ({ ctx, params, body, user }) => {
    const account = await ownAccount(ctx, user, params.accid);
    await answerCorporateAction(ctx, account, params.eventId, body);
    return corporateActionOf(ctx, account, params.eventId);
  },
);

export const withdrawCorporateActionAnswerRoute = route(
  api.portfolio.withdrawCorporateActionAnswer,
  async ({ ctx, params, user }) => {
    await answerCorporateAction(ctx, await ownAccount(ctx, user, params.accid), params.eventId, null);
    return undefined;
  },
);

import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { ownAccount } from '../../accounts/account-access.ts';
import { bankTransferDetails } from '../bank-transfer.ts';

export const bankTransferRoute = route(api.accountsAndMoney.bankTransfer, async ({ ctx, params, user }) =>
  bankTransferDetails(await ownAccount(ctx, user, params.accid)),
);

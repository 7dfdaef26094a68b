import type { RouteDefinition } from '../platform/route.ts';
import { accountTypesRoute, openAccountRoute, updateAccountRoute } from './accounts/api/account-opening.ts';
import {
  answerKnowledgeTestRoute,
  knowledgeTestRoute,
  listAppropriatenessRoute,
} from './appropriateness/api/appropriateness.ts';
import {
  riskProfileRoute,
  riskQuestionsRoute,
  saveRiskProfileRoute,
  saveSubscriptionsRoute,
  subscriptionsRoute,
} from './customer/api/customer-settings.ts';
import { mandatesRoute, requestMandateRoute, stopMandateRoute } from './direct-debit/api/mandates.ts';
import {
  createRecurringDepositRoute,
  recurringDepositsRoute,
  stopRecurringDepositRoute,
} from './direct-debit/api/recurring-deposits.ts';
import { bankTransferRoute } from './payments/api/bank-transfer.ts';
import { depositStatusRoute } from './payments/api/deposit-status.ts';
import { addPayoutAccountRoute, payoutAccountsRoute } from './payout/api/payout-accounts.ts';
import { createTransferRoute } from './transfers/api/create-transfer.ts';
import { cancelWithdrawalRoute, withdrawalsRoute, withdrawRoute } from './withdrawals/api/withdrawals.ts';

/** Account opening, appropriateness, the customer's settings, payout accounts, withdrawals, open-banking deposits, transfers, direct-debit mandates and recurring deposits (contract: api.accountsAndMoney). */
export const accountsAndMoneyRoutes: readonly RouteDefinition[] = [
  accountTypesRoute,
  openAccountRoute,
  updateAccountRoute,
  listAppropriatenessRoute,
  knowledgeTestRoute,
  answerKnowledgeTestRoute,
  riskQuestionsRoute,
  riskProfileRoute,
  saveRiskProfileRoute,
  subscriptionsRoute,
  saveSubscriptionsRoute,
  payoutAccountsRoute,
  addPayoutAccountRoute,
  withdrawRoute,
  withdrawalsRoute,
  cancelWithdrawalRoute,
  depositStatusRoute,
  bankTransferRoute,
  createTransferRoute,
  mandatesRoute,
  requestMandateRoute,
  stopMandateRoute,
  recurringDepositsRoute,
  createRecurringDepositRoute,
  stopRecurringDepositRoute,
];

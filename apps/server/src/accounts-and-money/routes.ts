import type { RouteDefinition } from '../platform/route.ts';
import { accountTypesRoute, openAccountRoute, updateAccountRoute } from './accounts/api/account-opening.ts';
import {
  answerKnowledgeTestRoute,
  knowledgeTestRoute,
  listAppropriatenessRoute,
} from './appropriateness/api/appropriateness.ts';
import {
  riskProfileRoute,
  saveRiskProfileRoute,
  saveSubscriptionsRoute,
  subscriptionsRoute,
} from './customer/api/customer-settings.ts';
import { bankTransferRoute } from './payments/api/bank-transfer.ts';
import { depositStatusRoute } from './payments/api/deposit-status.ts';
import { createTransferRoute } from './transfers/api/create-transfer.ts';

/** Account opening, appropriateness, the customer's settings and open-banking deposits (contract: api.accountsAndMoney). */
export const accountsAndMoneyRoutes: readonly RouteDefinition[] = [
  accountTypesRoute,
  openAccountRoute,
  updateAccountRoute,
  listAppropriatenessRoute,
  knowledgeTestRoute,
  answerKnowledgeTestRoute,
  riskProfileRoute,
  saveRiskProfileRoute,
  subscriptionsRoute,
  saveSubscriptionsRoute,
  depositStatusRoute,
  bankTransferRoute,
  createTransferRoute,
];

import { api } from '@havn/contract';
import {
  type AccountType,
  apiAccountType,
  KNOWLEDGE_TESTS,
  PRODUCT_GROUPS,
  type ProductGroup,
} from '@havn/domain/broker/index';
import { confirmEidNow } from './eid.ts';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/**
 * Passes the knowledge tests of `groups` (all six unless told) through the API, as a customer who
 * knows the answers would: trading tests that buy complex products start from a qualified customer
 * rather than a weaker rule.
 */
export async function passKnowledgeTests(
  client: TestClient,
  groups: readonly ProductGroup[] = PRODUCT_GROUPS,
): Promise<void> {
  for (const productGroup of groups) {
    const test = KNOWLEDGE_TESTS[productGroup];
    const response = await client.call(api.accountsAndMoney.appropriateness.answer, {
      params: { productGroup },
      body: {
        version: test.version,
        answers: test.questions.map((q) => ({ questionId: q.id, optionId: q.correct })),
      },
    });
    if (response.statusCode !== 200 || response.json().status !== 'PASSED') {
      throw new Error(`seed: passing the ${productGroup} test failed: ${response.body}`);
    }
  }
}

/**
 * Opens another account of `accountType` (Havn's own name, AKSJE_FOND or the API's code, DEPOT),
 * accepting its current terms with a fresh eID confirmation (marked on the session, not walked);
 * returns its accid.
 */
export async function openAccountOf(
  server: TestServer,
  client: TestClient,
  accountType: AccountType,
): Promise<string> {
  await confirmEidNow(server, client);
  const types = await client.callOk(api.accountsAndMoney.accountTypes);
  const offered = types.find((t) => t.accountType === apiAccountType(accountType));
  if (!offered) throw new Error(`seed: ${accountType} is not offered`);
  const response = await client.call(api.accountsAndMoney.openAccount, {
    body: { accountType: offered.accountType, termsVersion: offered.termsVersion, acceptTerms: true },
  });
  if (response.statusCode !== 201) throw new Error(`seed: opening ${accountType} failed: ${response.body}`);
  return response.json().accid;
}

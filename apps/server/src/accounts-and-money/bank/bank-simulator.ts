import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

const accountRef = z.object({
  iban: z.string().nullable(),
  clearingNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
});

/** The account's own digits (an IBAN's after its country and check digits). */
function digitsOf(account: z.infer<typeof accountRef>): string {
  return (account.iban ? account.iban.slice(4) : (account.accountNumber ?? '')).replace(/\D/g, '');
}

/**
 * The demo's bank, a real HTTP service in the same process (mounted at /bank-sim unless BANK_URL names
 * a real one). It decides by rule, so a demo can show every outcome:
 * - a payout account whose number ends in 0000 is "not the customer's own account" (NOT_APPROVED);
 *   every other valid number is approved;
 * - a payment to an account whose number ends in 9999 bounces (the account is closed); others arrive;
 * - a direct-debit mandate on an account whose number ends in 8888 is refused by the bank
 *   (MANDATE_REFUSED); others are ACTIVE when asked. A collection from an account ending in 9999 is
 *   refused (INSUFFICIENT_FUNDS), so a demo can show a recurring deposit that fails.
 * Stateless: the same request always gets the same answer, so retries are safe.
 */
export async function mountBankSimulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.bank.url) return;
  await app.register(
    async (sim) => {
      sim.post('/verifications', { schema: { hide: true } }, async (request) => {
        const body = z.object({ reference: z.string(), account: accountRef }).parse(request.body);
        return digitsOf(body.account).endsWith('0000')
          ? { result: 'NOT_APPROVED', reason: 'NOT_OWN_ACCOUNT' }
          : { result: 'APPROVED' };
      });
      sim.post('/payments', { schema: { hide: true } }, async (request) => {
        const body = z.object({ reference: z.string(), account: accountRef }).parse(request.body);
        return digitsOf(body.account).endsWith('9999')
          ? { result: 'REJECTED', reason: 'ACCOUNT_CLOSED' }
          : { result: 'ACCEPTED' };
      });
      sim.post('/mandates', { schema: { hide: true } }, async (request) => {
        const body = z.object({ reference: z.string(), account: accountRef }).parse(request.body);
        return digitsOf(body.account).endsWith('8888')
          ? { result: 'REJECTED', reason: 'MANDATE_REFUSED' }
          : { result: 'ACTIVE' };
      });
      sim.post('/collections', { schema: { hide: true } }, async (request) => {
        const body = z.object({ reference: z.string(), account: accountRef }).parse(request.body);
        return digitsOf(body.account).endsWith('9999')
          ? { result: 'REJECTED', reason: 'INSUFFICIENT_FUNDS' }
          : { result: 'ACCEPTED' };
      });
    },
    { prefix: '/bank-sim' },
  );
}

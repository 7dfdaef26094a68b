import { createHash } from 'node:crypto';
import { dec } from '@havn/domain/broker/index';
import { type CreditDecision, creditDecision, mortgageTerms } from '@havn/domain/credit/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { CreditCaseStatus } from './credit-bureau.ts';

/**
 * Whether the simulated bureau holds a payment remark (betalningsanmärkning) against a person: about
 * one person in sixteen, the same every time for the same personal number.
 */
export function hasPaymentRemarks(personalNumber: string): boolean {
  return createHash('sha256').update(`remarks:${personalNumber}`).digest('hex').startsWith('0');
}

const amount = z.string().regex(/^\d{1,15}(\.\d{1,6})?$/);
const checkRequest = z.object({
  reference: z.string().min(1).max(200),
  country: z.string().length(2),
  currency: z.string().length(3),
  loanAmount: amount,
  propertyValue: amount,
  children: z.number().int().min(0),
  applicants: z
    .array(z.object({ personalNumber: z.string().min(1).max(64), yearlyIncome: amount, otherDebts: amount }))
    .min(1)
    .max(2),
});

interface CaseBody {
  at: number;
  decision: CreditDecision;
}
const encodeCase = (body: CaseBody) => Buffer.from(JSON.stringify(body)).toString('base64url');
const caseBody = z.object({
  at: z.number().int(),
  decision: z.union([
    z.object({ outcome: z.enum(['APPROVED', 'APPROVED_LOWER']), amount }),
    z.object({ outcome: z.literal('REFUSED'), reason: z.enum(['DEBT_RATIO', 'PAYMENT_REMARKS']) }),
  ]),
});

/**
 * The demo's credit check service, a real HTTP service in the same process (mounted at /credit-sim
 * unless CREDIT_BUREAU_URL names a real one). It decides an application by the domain's
 * creditDecision: a payment remark against either applicant refuses (hasPaymentRemarks); the
 * household's debts, the new loan included, up to 4.5 times its yearly income are approved, a lower
 * amount is offered above that, and the debt ratio refuses when even that is under the minimum loan.
 * The decision is made on arrival and told once `credit.simStepSeconds` have passed (IN_REVIEW until
 * then). The case id carries the decision and when it arrived, so the service keeps no memory. It
 * also answers whether a person has a payment remark (`/remarks`), at once.
 */
export async function mountCreditBureauSimulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.credit.bureauUrl) return;
  await app.register(
    async (sim) => {
      sim.post('/checks', { schema: { hide: true } }, async (request, reply) => {
        const body = checkRequest.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: 'invalid credit check request' });
        const { applicants, loanAmount, currency } = body.data;
        const terms = mortgageTerms(body.data.country);
        const decision = creditDecision({
          loanAmount,
          otherDebts: applicants.reduce((sum, a) => sum.plus(dec(a.otherDebts)), dec(0)).toFixed(2),
          yearlyIncome: applicants.reduce((sum, a) => sum.plus(dec(a.yearlyIncome)), dec(0)).toFixed(2),
          paymentRemarks: applicants.some((a) => hasPaymentRemarks(a.personalNumber)),
          minLoan: terms?.minLoan ?? '0',
          currency,
        });
        const at = Math.floor(ctx.clock.now().getTime() / 1000);
        return { caseId: encodeCase({ at, decision }) };
      });
      // A person's payment remarks alone: what a securities credit limit is checked against.
      sim.post('/remarks', { schema: { hide: true } }, async (request, reply) => {
        const body = z.object({ personalNumber: z.string().min(1).max(64) }).safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: 'invalid remarks request' });
        return { paymentRemarks: hasPaymentRemarks(body.data.personalNumber) };
      });
      sim.post(
        '/checks/status',
        { schema: { hide: true } },
        async (request, reply): Promise<CreditCaseStatus> => {
          const parsed = z.object({ caseId: z.string().max(2000) }).safeParse(request.body);
          let body: CaseBody | null = null;
          try {
            const decoded = caseBody.safeParse(
              JSON.parse(Buffer.from(parsed.data?.caseId ?? '', 'base64url').toString('utf8')),
            );
            body = decoded.success ? decoded.data : null;
          } catch {
            body = null;
          }
          if (!body) return reply.code(404).send({ error: 'unknown case' });
          const waited = ctx.clock.now().getTime() / 1000 - body.at;
          return waited < ctx.config.credit.simStepSeconds
            ? { status: 'IN_REVIEW' }
            : { status: 'DECIDED', decision: body.decision };
        },
      );
    },
    { prefix: '/credit-sim' },
  );
}

import { createHash } from 'node:crypto';
import {
  amountMovedIn,
  moveFee,
  notMovableReason,
  PENSION_KIND_CURRENCY,
  type PensionInsuranceKind,
  type PensionManagement,
} from '@havn/domain/broker/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { ExchangeCaseStatus, ExchangeInsurance, ExchangeMoveAnswer } from './pension-exchange.ts';

/** One insurance a simulated person holds, before the person's own figures. */
interface Holding {
  code: string;
  companyId: string;
  company: string;
  kind: PensionInsuranceKind;
  management: PensionManagement;
  feeCharged: string;
  repaymentCover: boolean;
  collectiveAgreement?: boolean;
  irrevocableBeneficiary?: boolean;
  payoutStarted?: boolean;
  /** The capital's range: base plus up to `spread` (the person's hash picks where). */
  base: number;
  spread: number;
}

/**
 * What everyone of a country holds elsewhere: some movable, one a collective agreement or similar
 * blocks, and in Sweden an individual tjänstepension whose employer then refuses to sign the move.
 */
const HOLDINGS: Readonly<Record<string, readonly Holding[]>> = {
  SE: [
    {
      code: 'SKANDIA-PP',
      companyId: 'skandia',
      company: 'Skandia',
      kind: 'SE_PRIVATE_PENSION',
      management: 'FUND',
      feeCharged: '900',
      repaymentCover: true,
      base: 80_000,
      spread: 240_000,
    },
    {
      code: 'FOLKSAM-PP',
      companyId: 'folksam',
      company: 'Folksam',
      kind: 'SE_PRIVATE_PENSION',
      management: 'TRADITIONAL',
      feeCharged: '300',
      repaymentCover: false,
      base: 20_000,
      spread: 60_000,
    },
    {
      code: 'SEB-TJP',
      companyId: 'seb-pension',
      company: 'SEB Pension och Försäkring',
      kind: 'SE_OCCUPATIONAL_PENSION',
      management: 'DEPOSITORY',
      feeCharged: '500',
      repaymentCover: true,
      base: 150_000,
      spread: 300_000,
    },
    {
      code: 'ALECTA-ITP',
      companyId: 'alecta',
      company: 'Alecta',
      kind: 'SE_COLLECTIVE_PENSION',
      management: 'TRADITIONAL',
      feeCharged: '0',
      repaymentCover: true,
      collectiveAgreement: true,
      base: 300_000,
      spread: 600_000,
    },
  ],
  NO: [
    {
      code: 'DNB-IPS',
      companyId: 'dnb-liv',
      company: 'DNB Livsforsikring',
      kind: 'NO_IPS',
      management: 'FUND',
      feeCharged: '0',
      repaymentCover: false,
      base: 40_000,
      spread: 160_000,
    },
    {
      code: 'STOREBRAND-PKB',
      companyId: 'storebrand',
      company: 'Storebrand Livsforsikring',
      kind: 'NO_PKB',
      management: 'FUND',
      feeCharged: '250',
      repaymentCover: false,
      base: 60_000,
      spread: 200_000,
    },
    {
      code: 'KLP-PKB',
      companyId: 'klp',
      company: 'KLP',
      kind: 'NO_PKB',
      management: 'TRADITIONAL',
      feeCharged: '0',
      repaymentCover: false,
      payoutStarted: true,
      base: 30_000,
      spread: 90_000,
    },
  ],
  DK: [
    {
      code: 'PFA-RATE',
      companyId: 'pfa',
      company: 'PFA Pension',
      kind: 'DK_RATEPENSION',
      management: 'FUND',
      feeCharged: '0',
      repaymentCover: true,
      base: 100_000,
      spread: 400_000,
    },
    {
      code: 'DANICA-ALDER',
      companyId: 'danica',
      company: 'Danica Pension',
      kind: 'DK_ALDERSOPSPARING',
      management: 'FUND',
      feeCharged: '0',
      repaymentCover: false,
      base: 20_000,
      spread: 80_000,
    },
    {
      code: 'PENSIONDANMARK-AMP',
      companyId: 'pensiondanmark',
      company: 'PensionDanmark',
      kind: 'DK_LABOUR_MARKET_PENSION',
      management: 'TRADITIONAL',
      feeCharged: '0',
      repaymentCover: true,
      collectiveAgreement: true,
      base: 200_000,
      spread: 500_000,
    },
  ],
  FI: [
    {
      code: 'NORDEA-PS',
      companyId: 'nordea-henki',
      company: 'Nordea Henkivakuutus',
      kind: 'FI_PS',
      management: 'FUND',
      feeCharged: '0',
      repaymentCover: false,
      base: 5_000,
      spread: 40_000,
    },
    {
      code: 'OP-PS',
      companyId: 'op-henki',
      company: 'OP-Henkivakuutus',
      kind: 'FI_PS',
      management: 'FUND',
      feeCharged: '0',
      repaymentCover: false,
      irrevocableBeneficiary: true,
      base: 3_000,
      spread: 20_000,
    },
  ],
};

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The person's insurances: ids and values are the same every time for the same personal number. */
export function simulatedInsurances(country: string, personalNumber: string): ExchangeInsurance[] {
  const holdings = HOLDINGS[country.toUpperCase()] ?? [];
  return holdings.map((h) => {
    const hash = digest(`${personalNumber}:${h.code}`);
    const cents = BigInt(`0x${hash.slice(0, 12)}`) % BigInt(h.spread * 100);
    const value = (BigInt(h.base * 100) + cents).toString();
    return {
      id: `${h.code}-${hash.slice(12, 22)}`,
      companyId: h.companyId,
      company: h.company,
      kind: h.kind,
      management: h.management,
      value: `${value.slice(0, -2)}.${value.slice(-2)}`,
      currency: PENSION_KIND_CURRENCY[h.kind],
      feeCharged: h.feeCharged,
      repaymentCover: h.repaymentCover,
      collectiveAgreement: h.collectiveAgreement ?? false,
      irrevocableBeneficiary: h.irrevocableBeneficiary ?? false,
      payoutStarted: h.payoutStarted ?? false,
    };
  });
}

const person = z.object({ country: z.string().length(2), personalNumber: z.string().min(1).max(64) });
const moveRequest = z.object({
  reference: z.string().min(1).max(200),
  person,
  insuranceId: z.string().min(1).max(64),
  receiver: z.object({ accid: z.string(), accountType: z.string() }),
});

/**
 * The demo's pension information and transfer service, a real HTTP service in the same process
 * (mounted at /pension-sim unless PENSION_EXCHANGE_URL names a real one). It knows every person's
 * insurances from their personal number (simulatedInsurances), refuses to move one that may not move,
 * and answers a move's progress by the time since it was sent: SENT, after one step (config
 * pension.simStepSeconds) IN_TRANSFER, after two COMPLETED with the capital less the capped fee. An
 * individual tjänstepension is REJECTED after one step: its employer does not sign. A case's id
 * carries the insurance and when it was sent, so its progress needs no memory here; the same
 * reference again is the same case while this process lives.
 */
export async function mountPensionExchangeSimulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.pension.url) return;
  const cases = new Map<string, string>();
  await app.register(
    async (sim) => {
      sim.post('/companies', { schema: { hide: true } }, async (request) => {
        const { country } = z.object({ country: z.string().length(2) }).parse(request.body);
        const seen = new Map<string, { id: string; name: string; country: string }>();
        for (const h of HOLDINGS[country.toUpperCase()] ?? []) {
          seen.set(h.companyId, { id: h.companyId, name: h.company, country: country.toUpperCase() });
        }
        return [...seen.values()];
      });
      sim.post('/insurances', { schema: { hide: true } }, async (request) => {
        const body = person.parse(request.body);
        return simulatedInsurances(body.country, body.personalNumber);
      });
      sim.post('/moves', { schema: { hide: true } }, async (request): Promise<ExchangeMoveAnswer> => {
        const body = moveRequest.parse(request.body);
        const insurance = simulatedInsurances(body.person.country, body.person.personalNumber).find(
          (i) => i.id === body.insuranceId,
        );
        if (!insurance) return { result: 'REFUSED', reason: 'UNKNOWN_INSURANCE' };
        const reason = notMovableReason(insurance);
        if (reason) return { result: 'REFUSED', reason };
        const known = cases.get(body.reference);
        if (known) return { result: 'ACCEPTED', caseId: known };
        const caseId = `${insurance.id}.${Math.floor(ctx.clock.now().getTime() / 1000)}`;
        cases.set(body.reference, caseId);
        return { result: 'ACCEPTED', caseId };
      });
      sim.post('/moves/status', { schema: { hide: true } }, async (request, reply) => {
        const body = z
          .object({ caseId: z.string().regex(/^[A-Za-z0-9-]+\.\d+$/), person })
          .parse(request.body);
        const [insuranceId, sentAt] = body.caseId.split('.') as [string, string];
        const insurance = simulatedInsurances(body.person.country, body.person.personalNumber).find(
          (i) => i.id === insuranceId,
        );
        if (!insurance) return reply.code(404).send({ error: 'unknown case' });
        const steps = Math.floor(
          (ctx.clock.now().getTime() / 1000 - Number(sentAt)) /
            Math.max(1, ctx.config.pension.simStepSeconds),
        );
        let answer: ExchangeCaseStatus;
        if (steps < 1) answer = { status: 'SENT' };
        else if (insurance.kind === 'SE_OCCUPATIONAL_PENSION') {
          answer = { status: 'REJECTED', reason: 'EMPLOYER_SIGNATURE_MISSING' };
        } else if (steps < 2) answer = { status: 'IN_TRANSFER' };
        else {
          const fee = moveFee(insurance.kind, insurance.feeCharged, insurance.value);
          answer = {
            status: 'COMPLETED',
            amount: amountMovedIn(insurance.value, fee, insurance.currency),
            currency: insurance.currency,
          };
        }
        return answer;
      });
    },
    { prefix: '/pension-sim' },
  );
}

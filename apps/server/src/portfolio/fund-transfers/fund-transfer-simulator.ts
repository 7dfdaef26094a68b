import { createHash } from 'node:crypto';
import type { FundTransferWrapper } from '@havn/domain/broker/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type {
  ProviderCaseStatus,
  ProviderHolding,
  ProviderInfo,
  ProviderTransferAnswer,
} from './fund-transfer-provider.ts';

interface SimProvider extends ProviderInfo {
  /** Accepts a transfer, then turns it down after one step: the authority does not match its records. */
  rejectsAuthority?: boolean;
  holdings: readonly SimHolding[];
}

/** One fund a simulated person holds at a provider: units within a range, the NAV and what it cost. */
interface SimHolding {
  code: string;
  name: string;
  isin: string;
  wrapper: FundTransferWrapper;
  nav: number;
  /** Units: base plus up to `spread` (the person's hash picks where). */
  base: number;
  spread: number;
  /** What a unit cost on average, as a share of today's NAV. */
  costShare: number;
}

/**
 * Each country's providers. Nordea holds an ISK with two funds Havn offers and one it does not (not
 * movable), and an ordinary fund account (a depot: into an AF, never into an ISK); Swedbank charges
 * 39 SEK a fund but turns the transfer down (the authority does not match). DNB holds an ASK with a
 * fund Havn lacks and an IPS (a pension: not this journey); Danske Bank an aktiesparekonto and a
 * depot; OP an ordinary account in Finland. Fees are the provider's own, 0–1,500 SEK a fund.
 */
const PROVIDERS: Readonly<Record<string, readonly SimProvider[]>> = {
  SE: [
    {
      id: 'nordea',
      name: 'Nordea',
      country: 'SE',
      feePerFund: '150.00',
      feeCurrency: 'SEK',
      holdings: [
        {
          code: 'NDA-LFG',
          name: 'Länsförsäkringar Global Indexnära A',
          isin: 'SE0023471255',
          wrapper: 'ISK',
          nav: 412.3,
          base: 40,
          spread: 200,
          costShare: 0.78,
        },
        {
          code: 'NDA-SHB',
          name: 'Handelsbanken Global Index Criteria A1',
          isin: 'SE0025510944',
          wrapper: 'ISK',
          nav: 388.15,
          base: 20,
          spread: 120,
          costShare: 0.85,
        },
        {
          code: 'NDA-STARS',
          name: 'Nordea Swedish Stars icke-utd',
          isin: 'SE0015949748',
          wrapper: 'ISK',
          nav: 261.4,
          base: 10,
          spread: 90,
          costShare: 0.9,
        },
        {
          code: 'NDA-NORDEN',
          name: 'SEB Nordenfond',
          isin: 'SE0075100349',
          wrapper: 'DEPOT',
          nav: 154.2,
          base: 30,
          spread: 150,
          costShare: 0.7,
        },
      ],
    },
    {
      id: 'swedbank',
      name: 'Swedbank',
      country: 'SE',
      feePerFund: '39.00',
      feeCurrency: 'SEK',
      rejectsAuthority: true,
      holdings: [
        {
          code: 'SWB-TECH',
          name: 'Swedbank Robur Technology A',
          isin: 'SE0026196669',
          wrapper: 'ISK',
          nav: 1032.5,
          base: 5,
          spread: 40,
          costShare: 0.6,
        },
        {
          code: 'SWB-NYTEK',
          name: 'Swedbank Robur Ny Teknik A',
          isin: 'SE0064313218',
          wrapper: 'ISK',
          nav: 842.9,
          base: 5,
          spread: 30,
          costShare: 0.8,
        },
      ],
    },
  ],
  NO: [
    {
      id: 'dnb',
      name: 'DNB',
      country: 'NO',
      feePerFund: '0.00',
      feeCurrency: 'NOK',
      holdings: [
        {
          code: 'DNB-KLPG',
          name: 'KLP AksjeGlobal Indeks',
          isin: 'NO0043174965',
          wrapper: 'ASK',
          nav: 312.4,
          base: 50,
          spread: 250,
          costShare: 0.8,
        },
        {
          code: 'DNB-TEK',
          name: 'DNB Teknologi A',
          isin: 'NO0013454934',
          wrapper: 'ASK',
          nav: 7120.5,
          base: 1,
          spread: 10,
          costShare: 0.65,
        },
        {
          code: 'DNB-GIDX',
          name: 'DNB Global Indeks A',
          isin: 'NO0010582984',
          wrapper: 'ASK',
          nav: 501.2,
          base: 10,
          spread: 60,
          costShare: 0.9,
        },
        {
          code: 'DNB-IPS',
          name: 'KLP AksjeNorge Indeks',
          isin: 'NO0013535906',
          wrapper: 'PENSION',
          nav: 2480.0,
          base: 2,
          spread: 8,
          costShare: 0.85,
        },
      ],
    },
  ],
  DK: [
    {
      id: 'danske-bank',
      name: 'Danske Bank',
      country: 'DK',
      feePerFund: '100.00',
      feeCurrency: 'DKK',
      holdings: [
        {
          code: 'DB-SPARG',
          name: 'Sparinvest Index Globale Aktier',
          isin: 'DK0066913105',
          wrapper: 'AKTIESPAREKONTO',
          nav: 231.6,
          base: 40,
          spread: 200,
          costShare: 0.82,
        },
        {
          code: 'DB-DIGL',
          name: 'Danske Invest Global Indeks',
          isin: 'DK0060271419',
          wrapper: 'DEPOT',
          nav: 178.9,
          base: 20,
          spread: 100,
          costShare: 0.75,
        },
      ],
    },
  ],
  FI: [
    {
      id: 'op',
      name: 'OP',
      country: 'FI',
      feePerFund: '15.00',
      feeCurrency: 'EUR',
      holdings: [
        {
          code: 'OP-SUOMI',
          name: 'Seligson & Co Suomi Indeksirahasto',
          isin: 'FI0098334116',
          wrapper: 'DEPOT',
          nav: 6.41,
          base: 200,
          spread: 2000,
          costShare: 0.8,
        },
        {
          code: 'OP-AMER',
          name: 'OP-Amerikka Indeksi A',
          isin: 'FI0075600547',
          wrapper: 'DEPOT',
          nav: 31.2,
          base: 50,
          spread: 500,
          costShare: 0.7,
        },
        {
          code: 'OP-EUR',
          name: 'OP-Eurooppa Indeksi A',
          isin: 'FI4000048592',
          wrapper: 'DEPOT',
          nav: 14.9,
          base: 50,
          spread: 300,
          costShare: 0.9,
        },
      ],
    },
  ],
};

const CURRENCY: Readonly<Record<string, string>> = { SE: 'SEK', NO: 'NOK', DK: 'DKK', FI: 'EUR' };

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

const fixed = (n: number, places: number) => n.toFixed(places);

function providerById(id: string): SimProvider | undefined {
  for (const list of Object.values(PROVIDERS)) {
    const found = list.find((p) => p.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The person's holdings at `providerId`: ids and figures the same every time for the same number. */
export function simulatedHoldings(providerId: string, personalNumber: string): ProviderHolding[] {
  const provider = providerById(providerId);
  if (!provider) return [];
  const currency = CURRENCY[provider.country]!;
  return provider.holdings.map((h) => {
    const hash = digest(`${personalNumber}:${h.code}`);
    const tenThousandths = Number(BigInt(`0x${hash.slice(0, 12)}`) % BigInt(h.spread * 10_000));
    const units = h.base + tenThousandths / 10_000;
    return {
      id: `${h.code}-${hash.slice(12, 22)}`,
      providerId: provider.id,
      name: h.name,
      isin: h.isin,
      wrapper: h.wrapper,
      units: fixed(units, 4),
      value: fixed(units * h.nav, 2),
      acquisitionCost: fixed(units * h.nav * h.costShare, 2),
      currency,
      fee: provider.feePerFund,
    };
  });
}

const person = z.object({ country: z.string().length(2), personalNumber: z.string().min(1).max(64) });
const providerId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

/**
 * The demo's holdings and transfer service of the other fund companies, a real HTTP service in the
 * same process (mounted at /fund-transfer-sim unless FUND_TRANSFER_URL names a real one). It knows
 * every person's holdings from their personal number (simulatedHoldings), refuses a pension or an
 * unknown holding, and answers a transfer's progress by the time since it was sent: SENT, after one
 * step (config fundTransfer.simStepSeconds) IN_TRANSFER, after two COMPLETED with the units and their
 * acquisition cost. Swedbank's transfers are REJECTED after one step (AUTHORITY_REJECTED). A case's
 * id carries the holding and when it was sent, so its progress needs no memory here; the same
 * reference again is the same case while this process lives.
 */
export async function mountFundTransferSimulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.fundTransfer.url) return;
  const cases = new Map<string, string>();
  await app.register(
    async (sim) => {
      sim.post('/providers', { schema: { hide: true } }, async (request) => {
        const { country } = z.object({ country: z.string().length(2) }).parse(request.body);
        return (PROVIDERS[country.toUpperCase()] ?? []).map(
          ({ id, name, country: c, feePerFund, feeCurrency }): ProviderInfo => ({
            id,
            name,
            country: c,
            feePerFund,
            feeCurrency,
          }),
        );
      });
      sim.post('/holdings', { schema: { hide: true } }, async (request, reply) => {
        const body = z.object({ provider: providerId, person }).parse(request.body);
        const provider = providerById(body.provider);
        if (provider?.country !== body.person.country.toUpperCase()) {
          return reply.code(404).send({ error: 'unknown provider' });
        }
        return simulatedHoldings(provider.id, body.person.personalNumber);
      });
      sim.post('/transfers', { schema: { hide: true } }, async (request): Promise<ProviderTransferAnswer> => {
        const body = z
          .object({
            reference: z.string().min(1).max(200),
            provider: providerId,
            person,
            holdingId: z.string().min(1).max(64),
            receiver: z.object({ institution: z.string(), accid: z.string(), accountType: z.string() }),
          })
          .parse(request.body);
        const holding = simulatedHoldings(body.provider, body.person.personalNumber).find(
          (h) => h.id === body.holdingId,
        );
        if (!holding) return { result: 'REFUSED', reason: 'UNKNOWN_HOLDING' };
        if (holding.wrapper === 'PENSION') return { result: 'REFUSED', reason: 'PENSION' };
        const known = cases.get(body.reference);
        if (known) return { result: 'ACCEPTED', caseId: known };
        const caseId = `${body.provider}.${holding.id}.${Math.floor(ctx.clock.now().getTime() / 1000)}`;
        cases.set(body.reference, caseId);
        return { result: 'ACCEPTED', caseId };
      });
      sim.post('/transfers/status', { schema: { hide: true } }, async (request, reply) => {
        const body = z
          .object({ caseId: z.string().regex(/^[A-Za-z0-9-]+\.[A-Za-z0-9-]+\.\d+$/), person })
          .parse(request.body);
        const [provider, holdingId, sentAt] = body.caseId.split('.') as [string, string, string];
        const holding = simulatedHoldings(provider, body.person.personalNumber).find(
          (h) => h.id === holdingId,
        );
        if (!holding) return reply.code(404).send({ error: 'unknown case' });
        const steps = Math.floor(
          (ctx.clock.now().getTime() / 1000 - Number(sentAt)) /
            Math.max(1, ctx.config.fundTransfer.simStepSeconds),
        );
        let answer: ProviderCaseStatus;
        if (steps < 1) answer = { status: 'SENT' };
        else if (providerById(provider)?.rejectsAuthority) {
          answer = { status: 'REJECTED', reason: 'AUTHORITY_REJECTED' };
        } else if (steps < 2) answer = { status: 'IN_TRANSFER' };
        else {
          answer = {
            status: 'COMPLETED',
            units: holding.units,
            acquisitionCost: holding.acquisitionCost,
            currency: holding.currency,
          };
        }
        return answer;
      });
    },
    { prefix: '/fund-transfer-sim' },
  );
}

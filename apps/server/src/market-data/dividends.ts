import { settlementCountry } from '@havn/domain/broker/bank-days';
import { dividendDates } from '@havn/domain/broker/dividend-dates';
import { addDays, dec, roundMoney } from '@havn/domain/broker/index';
import type { InstrumentFacts, InstrumentProfile } from './instrument-profile.ts';
import { hashKeys, STREAMS, uniformAt } from './prng.ts';
import type { CorporateActionNotice, Fundamentals } from './provider.ts';

/**
 * The dividends a simulated company pays: its yield (fundamentals.ts) spread over one payment a year
 * (Nordic custom) or four (US companies), each on an ex-date drawn once per company and year from its
 * key, so every process and every run agrees. Announced four weeks before the ex-date (a Nordic AGM's
 * notice period). The simulated price does not drop on the ex-date: the payment is a gain.
 */

const ANNOUNCED_DAYS_BEFORE = 28;
const DAY_MS = 86_400_000;
const US_MARKETS = new Set(['XNYS', 'XNAS']);

export interface DividendPayer {
  id: number;
  facts: InstrumentFacts;
  country: string;
  profile: InstrumentProfile;
  fundamentals: Fundamentals;
}

/** 08:00 in the market's time zone `days` before `date`, near enough: 07:00 UTC. */
function morningBefore(date: string, days: number): Date {
  return new Date(Date.parse(`${date}T07:00:00Z`) - days * DAY_MS);
}

export function simulatedDividends(payer: DividendPayer, from: string, to: string): CorporateActionNotice[] {
  const { facts, fundamentals } = payer;
  if (facts.type !== 'STOCK' || fundamentals.dividendYield === null) return [];
  const yieldPercent = dec(fundamentals.dividendYield);
  if (yieldPercent.lessThanOrEqualTo(0)) return [];
  const perYear = US_MARKETS.has(facts.market) ? 4 : 1;
  const amountPerShare = roundMoney(
    dec(facts.referencePrice).times(yieldPercent).div(100).div(perYear),
    facts.currency,
  );
  if (dec(amountPerShare).isZero()) return [];
  const country = settlementCountry(facts.market, payer.country);
  const notices: CorporateActionNotice[] = [];
  const firstYear = Number(from.slice(0, 4)) - 1;
  const lastYear = Number(to.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year += 1) {
    const draw = uniformAt(hashKeys(payer.profile.spec.key, STREAMS.calendar, 7_000 + year));
    for (let part = 0; part < perYear; part += 1) {
      const span = Math.floor(365 / perYear);
      const offset = part * span + Math.floor(draw * (span - 10));
      const dates = dividendDates(country, addDays(`${year}-01-01`, offset));
      if (dates.recordDate < from || dates.recordDate > to) continue;
      notices.push({
        eventId: `DIV-${facts.isin}-${dates.exDate}`,
        type: 'DIVIDEND',
        instrumentId: payer.id,
        announcedAt: morningBefore(dates.exDate, ANNOUNCED_DAYS_BEFORE),
        exDate: dates.exDate,
        recordDate: dates.recordDate,
        payDate: dates.payDate,
        deadline: null,
        cashPerShare: { amountPerShare, currency: facts.currency },
      });
    }
  }
  return notices;
}

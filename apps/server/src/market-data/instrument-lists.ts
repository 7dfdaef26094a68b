import type { InstrumentList, ListSort } from '@havn/contract';
import { Decimal } from 'decimal.js';
import type { InstrumentRow, InstrumentType } from './market-repo.ts';
import type { Quote } from './provider.ts';

/** The eleven lists of the route catalogue: which instruments each holds. */
export const LIST_CONTENTS: Readonly<
  Record<InstrumentList, { type: InstrumentType; markets?: readonly string[] }>
> = {
  stocks: { type: 'STOCK' },
  etfs: { type: 'ETF' },
  funds: { type: 'FUND' },
  // Danish investeringsforeninger: the route catalogue offers this list on the dk site only.
  'investment-funds': { type: 'INVESTMENT_FUND', markets: ['XCSE'] },
  certificates: { type: 'CERTIFICATE' },
  'bull-bear': { type: 'BULL_BEAR' },
  trackers: { type: 'TRACKER' },
  'mini-futures': { type: 'MINI_FUTURE' },
  'unlimited-turbos': { type: 'UNLIMITED_TURBO' },
  warrants: { type: 'WARRANT' },
  options: { type: 'OPTION' },
};

/** A country's exchanges, for the lists' country filter and the market overview. */
export const COUNTRY_MARKETS: Readonly<Record<string, readonly string[]>> = {
  se: ['XSTO'],
  no: ['XOSL'],
  fi: ['XHEL'],
  dk: ['XCSE'],
  us: ['XNYS', 'XNAS'],
};

/** The markets a list may show after its own restriction and the market and country filters. */
export function listMarkets(
  list: InstrumentList,
  market: string | undefined,
  country: string | undefined,
): readonly string[] | undefined {
  let markets = LIST_CONTENTS[list].markets;
  for (const filter of [market ? [market] : undefined, country ? COUNTRY_MARKETS[country] : undefined]) {
    if (!filter) continue;
    markets = markets ? markets.filter((m) => filter.includes(m)) : filter;
  }
  return markets;
}

export interface ListEntry {
  row: InstrumentRow;
  quote: Quote;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareBy(sort: ListSort): (a: ListEntry, b: ListEntry) => number {
  switch (sort) {
    case 'name':
      return (a, b) => collator.compare(a.row.name, b.row.name);
    case 'last':
      return (a, b) => new Decimal(a.quote.last).comparedTo(b.quote.last);
    case 'change':
      return (a, b) => new Decimal(a.quote.changePercent).comparedTo(b.quote.changePercent);
    case 'turnover':
      return (a, b) => new Decimal(a.quote.turnover).comparedTo(b.quote.turnover);
  }
}

/** Sorted by one column; ties keep a stable order by name, then id, whichever way the column runs. */
export function sortEntries(
  entries: readonly ListEntry[],
  sort: ListSort,
  order: 'asc' | 'desc',
): ListEntry[] {
  const column = compareBy(sort);
  const byName = compareBy('name');
  const sign = order === 'asc' ? 1 : -1;
  return [...entries].sort((a, b) => sign * column(a, b) || byName(a, b) || a.row.id - b.row.id);
}

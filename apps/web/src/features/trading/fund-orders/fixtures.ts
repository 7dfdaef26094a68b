import type { api, FundOrderView, ResponseOf } from '@havn/contract/web';

/**
 * Funds, holdings and fund orders as the API answers them, for the fund order and fund switch tests
 * (tests only). The accounts are accounts-and-money's fixtures.
 */
export { AF, ISK } from '../../accounts-and-money/fixtures.ts';

type Instrument = ResponseOf<typeof api.marketData.instrument>;
type Position = ResponseOf<typeof api.portfolio.positions>[number];

// Tuesday 24 November 2026, 10:00 in Stockholm: before a Swedish fund's 13:00 cut-off.
export const NOW = '2026-11-24T09:00:00Z';

export const instrument = (id: number, name: string, type = 'FUND'): Instrument => ({
  id,
  name,
  symbol: name.toUpperCase(),
  isin: `SE00000000${id}`,
  type,
  market: { id: 'XSTO', name: 'Stockholm' },
  currency: 'SEK',
  country: 'SE',
  sector: 'Funds',
  tradable: true,
  lotSize: 1,
  slug: name.toLowerCase().replace(/\s/g, '-'),
  allocation: null,
});
export const AVANZA_GLOBAL: Instrument = {
  ...instrument(2002, 'Avanza Global'),
  symbol: 'AVA GLOBAL',
  isin: 'SE0070881067',
};
export const NN_GLOBAL = instrument(2003, 'NN Global Index');
export const VOLVO = instrument(1001, 'Volvo B', 'STOCK');

/** `volume` units of `fund` worth `value` SEK, none held back. */
export const position = (
  fund: Pick<Instrument, 'id' | 'name' | 'symbol' | 'isin'>,
  volume: number,
  value: string,
  fields: Partial<Position> = {},
): Position => ({
  instrumentId: fund.id,
  name: fund.name,
  symbol: fund.symbol,
  isin: fund.isin,
  volume,
  reservedVolume: 0,
  averagePrice: '100.00',
  lastPrice: '100.00',
  marketValue: value,
  currency: 'SEK',
  unrealizedReturn: '0.00',
  unrealizedReturnPercent: '0.00',
  accountCurrency: 'SEK',
  marketValueInAccountCurrency: value,
  acquisitionCost: value,
  ...fields,
});

/** A purchase of Avanza Global for SEK 1,000 in the ISK, registered now, before today's cut-off. */
export const fundOrder = (id: string, fields: Partial<FundOrderView> = {}): FundOrderView => ({
  id,
  accid: '7',
  instrumentId: AVANZA_GLOBAL.id,
  side: 'BUY',
  state: 'REGISTERED',
  amount: '1000.00',
  units: null,
  all: false,
  currency: 'SEK',
  cutOff: '2026-11-24T12:00:00.000Z',
  estimatedTradeDate: '2026-11-24',
  nav: null,
  settledAmount: null,
  settleDate: '2026-11-27',
  switchId: null,
  switchToInstrumentId: null,
  rejectReason: null,
  createdAt: NOW,
  updatedAt: NOW,
  ...fields,
});

/** A sale of 4 units of Avanza Global, registered now: a switch's, given its switchId. */
export const fundSale = (id: string, fields: Partial<FundOrderView> = {}): FundOrderView =>
  fundOrder(id, { side: 'SELL', amount: null, units: '4', ...fields });

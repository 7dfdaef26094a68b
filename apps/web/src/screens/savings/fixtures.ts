import type { Account, api, ResponseOf, SavingsPlanView } from '@havn/contract/web';

/** The test world of the savings screens: Astrid's ISK in SEK, a fund and an ETF. */
export const ISK: Account = {
  accid: '10001',
  accountNumber: '9100-10001',
  accountType: 'ISK',
  country: 'SE',
  alias: null,
  currency: 'SEK',
  cash: '5000.00',
  buyingPower: '5000.00',
  withdrawable: '5000.00',
  unsettled: '0.00',
  isDefault: true,
  depositRoom: null,
  requiredAction: null,
};

const instrument = (
  id: number,
  name: string,
  type: string,
): ResponseOf<typeof api.marketData.instrument> => ({
  id,
  name,
  symbol: name.toUpperCase().slice(0, 8),
  isin: `SE00000000${id}`,
  type,
  market: { id: 'XSTO', name: 'Stockholm' },
  currency: 'SEK',
  country: 'SE',
  sector: 'Funds',
  tradable: true,
  lotSize: 1,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  allocation: null,
});

export const GLOBAL_FUND = instrument(2002, 'Avanza Global', 'FUND');
export const OMX_ETF = instrument(3003, 'XACT OMXS30', 'ETF');

export const hit = (i: ResponseOf<typeof api.marketData.instrument>) => ({
  instrument_info: {
    instrument_id: i.id,
    name: i.name,
    symbol: i.symbol,
    isin: i.isin,
    instrument_type: i.type,
    currency: i.currency,
    tradable: true,
    lot_size: 1,
  },
  nnx_info: { url_slug: i.slug, sector: i.sector },
  market_info: { market_id: 'XSTO', market_name: 'Stockholm', country: 'SE' },
});

export const PLAN: SavingsPlanView = {
  id: '5a1f3c1e-0000-4000-8000-000000000001',
  accid: ISK.accid,
  amount: '1000.00',
  currency: 'SEK',
  dayOfMonth: 25,
  source: 'CASH',
  payoutAccountId: null,
  allocations: [
    { instrumentId: GLOBAL_FUND.id, percent: 60 },
    { instrumentId: OMX_ETF.id, percent: 40 },
  ],
  status: 'ACTIVE',
  nextRunDate: '2026-12-28',
  createdAt: '2026-10-01T09:00:00Z',
  updatedAt: '2026-10-01T09:00:00Z',
};

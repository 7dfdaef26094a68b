import type { CorporateActionView } from '@havn/contract/web';

/** The events on two Swedish accounts' holdings, as the API answers them (tests only). */
export { AF, ISK } from '../../accounts-and-money/fixtures.ts';

// Tuesday 24 November 2026, 10:00 in Stockholm.
export const NOW = '2026-11-24T09:00:00Z';

/** Volvo B's dividend, announced: 100 shares at SEK 7.50. */
export const VOLVO_DIVIDEND: CorporateActionView = {
  eventId: 11,
  type: 'DIVIDEND',
  state: 'ANNOUNCED',
  instrumentId: 1001,
  instrumentName: 'Volvo B',
  exDate: '2026-12-02',
  recordDate: '2026-12-03',
  payDate: '2026-12-08',
  deadline: null,
  units: 100,
  unitsHeld: 100,
  unitsFree: 100,
  amountPerShare: '7.50',
  currency: 'SEK',
  amount: '750.00',
  options: [],
  answer: null,
  accountCurrency: 'SEK',
  bookedAt: null,
};

/** Apple's dividend in dollars, being paid into the krona account. */
export const APPLE_DIVIDEND: CorporateActionView = {
  ...VOLVO_DIVIDEND,
  eventId: 12,
  state: 'PROCESSING',
  instrumentId: 2001,
  instrumentName: 'Apple',
  exDate: '2026-11-20',
  recordDate: '2026-11-20',
  payDate: '2026-11-26',
  units: 10,
  unitsHeld: 10,
  unitsFree: 10,
  amountPerShare: '0.26',
  currency: 'USD',
  amount: '24.83',
};

/** A tender offer for Ericsson B, open for answers until 1 December 17:00 in Stockholm. */
export const ERICSSON_OFFER: CorporateActionView = {
  eventId: 13,
  type: 'TENDER_OFFER',
  state: 'OPEN',
  instrumentId: 1005,
  instrumentName: 'Ericsson B',
  exDate: null,
  recordDate: '2026-12-04',
  payDate: '2026-12-09',
  deadline: '2026-12-01T16:00:00.000Z',
  units: 40,
  unitsHeld: 40,
  unitsFree: 40,
  amountPerShare: '95.00',
  currency: 'SEK',
  amount: null,
  options: ['ACCEPT'],
  answer: null,
  accountCurrency: 'SEK',
  bookedAt: null,
};

export const ERICSSON_ANSWERED: CorporateActionView = {
  ...ERICSSON_OFFER,
  state: 'ANSWERED',
  units: 30,
  unitsFree: 10,
  amount: '2850.00',
  answer: { option: 'ACCEPT', volume: 30, answeredAt: '2026-11-23T10:00:00.000Z' },
};

/** Volvo B's dividend of last spring, paid. */
export const VOLVO_PAID: CorporateActionView = {
  ...VOLVO_DIVIDEND,
  eventId: 4,
  state: 'BOOKED',
  exDate: '2026-04-29',
  recordDate: '2026-04-30',
  payDate: '2026-05-06',
  amount: '750.00',
  bookedAt: '2026-05-06T06:00:00.000Z',
};

/** An offer nobody answered: it lapsed at its deadline. */
export const SAAB_LAPSED: CorporateActionView = {
  ...ERICSSON_OFFER,
  eventId: 3,
  state: 'LAPSED',
  instrumentId: 1009,
  instrumentName: 'Saab B',
  recordDate: '2026-03-10',
  payDate: '2026-03-13',
  deadline: '2026-03-06T16:00:00.000Z',
  options: [],
};

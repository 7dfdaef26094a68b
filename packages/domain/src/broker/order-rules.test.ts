import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import {
  cashReservation,
  checkOrder,
  checkValidUntil,
  FX_RESERVATION_BUFFER_PERCENT,
  fillPrice,
  isStopTriggered,
  marketProtectionPrice,
  type OrderCheckInput,
  orderValidUntil,
  reservationFxRate,
  tradeValueAt,
} from './order-rules.ts';

const quote = { last: '100.00', bid: '99.90', ask: '100.10', open: true };
const order = (overrides: Partial<OrderCheckInput>): OrderCheckInput => ({
  side: 'BUY',
  orderType: 'LIMIT',
  volume: 10,
  limitPrice: '100.00',
  triggerPrice: null,
  tradable: true,
  lotSize: 1,
  tickRule: 'nordic',
  quote,
  ...overrides,
});

describe('pre-trade checks', () => {
  it.each<[string, Partial<OrderCheckInput>, string]>([
    ['an instrument that is not tradable', { tradable: false }, 'NOT_TRADABLE'],
    ['an instrument without a price', { quote: null }, 'NOT_TRADABLE'],
    ['a volume of zero', { volume: 0 }, 'INVALID_LOT_SIZE'],
    ['a negative volume', { volume: -5 }, 'INVALID_LOT_SIZE'],
    ['a volume that is not a whole lot', { volume: 150, lotSize: 100 }, 'INVALID_LOT_SIZE'],
    ['a limit 20.01 % over the last price', { limitPrice: '120.01' }, 'PRICE_OUT_OF_BAND'],
    ['a limit 20.01 % under the last price', { limitPrice: '79.99' }, 'PRICE_OUT_OF_BAND'],
    ['a limit between two ticks of 0.05 (100 and up)', { limitPrice: '100.03' }, 'INVALID_TICK_SIZE'],
    [
      'a limit with a fraction of a cent on a US listing',
      { limitPrice: '100.001', tickRule: 'us' },
      'INVALID_TICK_SIZE',
    ],
    [
      'a stop-loss sell triggered at once (its trigger at the last price)',
      { orderType: 'STOP_LOSS', side: 'SELL', limitPrice: null, triggerPrice: '100.00' },
      'INVALID_TRIGGER_PRICE',
    ],
    [
      'a stop-loss buy with its trigger under the last price',
      { orderType: 'STOP_LOSS', limitPrice: null, triggerPrice: '95.00' },
      'INVALID_TRIGGER_PRICE',
    ],
    [
      'a stop loss with its trigger off the grid',
      { orderType: 'STOP_LOSS', side: 'SELL', limitPrice: null, triggerPrice: '95.003' },
      'INVALID_TICK_SIZE',
    ],
    [
      'a stop loss with its trigger 25 % away',
      { orderType: 'STOP_LOSS', side: 'SELL', limitPrice: null, triggerPrice: '75.00' },
      'PRICE_OUT_OF_BAND',
    ],
    [
      'a stop loss with a limit off the grid',
      { orderType: 'STOP_LOSS', side: 'SELL', limitPrice: '94.004', triggerPrice: '95.00' },
      'INVALID_TICK_SIZE',
    ],
    [
      'a market order while the market is closed',
      { orderType: 'MARKET', limitPrice: null, quote: { ...quote, open: false } },
      'MARKET_CLOSED',
    ],
  ])('refuses %s', (_, overrides, code) => {
    expect(checkOrder(order(overrides))).toMatchObject({ ok: false, code });
  });

  it.each<[string, Partial<OrderCheckInput>, string]>([
    ['a limit exactly 20 % over', { limitPrice: '120.00' }, '120.000000'],
    ['a limit exactly 20 % under', { limitPrice: '80' }, '80.000000'],
    ['whole lots of 100', { volume: 300, lotSize: 100 }, '100.000000'],
    ['a limit on the grid of 0.05 from 100', { limitPrice: '100.05' }, '100.050000'],
    ['a limit on the grid of 0.01 under 100', { limitPrice: '99.99' }, '99.990000'],
    [
      'a limit order while the market is closed (it waits for the open)',
      { quote: { ...quote, open: false } },
      '100.000000',
    ],
    [
      'a stop-loss sell without a limit: 5 % under its trigger at worst',
      { orderType: 'STOP_LOSS', side: 'SELL', limitPrice: null, triggerPrice: '95.00' },
      '90.250000',
    ],
    [
      'a stop-loss sell with a limit, while the market is closed',
      {
        orderType: 'STOP_LOSS',
        side: 'SELL',
        limitPrice: '94.50',
        triggerPrice: '95.00',
        quote: { ...quote, open: false },
      },
      '94.500000',
    ],
    [
      'a stop-loss buy above the last price',
      { orderType: 'STOP_LOSS', limitPrice: null, triggerPrice: '105.00' },
      '110.250000',
    ],
    ['a market buy: protected at the ask + 5 %', { orderType: 'MARKET', limitPrice: null }, '105.105000'],
    [
      'a market sell: protected at the bid − 5 %',
      { orderType: 'MARKET', side: 'SELL', limitPrice: null },
      '94.905000',
    ],
  ])('accepts %s', (_, overrides, priceLimit) => {
    expect(checkOrder(order(overrides))).toEqual({ ok: true, priceLimit });
  });

  it('names the trigger price, not a limit, when a stop loss’s trigger is refused', () => {
    const stop = { orderType: 'STOP_LOSS' as const, side: 'SELL' as const, limitPrice: null };
    expect(checkOrder(order({ ...stop, triggerPrice: '75.00' }))).toMatchObject({
      detail: 'The trigger price must be within 20 % of the last price 100.00.',
    });
    expect(checkOrder(order({ ...stop, triggerPrice: '95.003' }))).toMatchObject({
      detail: 'At this price the trigger price must move in steps of 0.01.',
    });
  });

  it('triggers a stop loss when the last price reaches its trigger, only in an open market', () => {
    expect(isStopTriggered('SELL', '95.00', { ...quote, last: '95.05' })).toBe(false);
    expect(isStopTriggered('SELL', '95.00', { ...quote, last: '95.00' })).toBe(true);
    expect(isStopTriggered('SELL', '95.00', { ...quote, last: '94.10', open: false })).toBe(false);
    expect(isStopTriggered('BUY', '105.00', { ...quote, last: '104.95' })).toBe(false);
    expect(isStopTriggered('BUY', '105.00', { ...quote, last: '105.40' })).toBe(true);
  });

  it('protects market orders on both sides', () => {
    expect(marketProtectionPrice('BUY', { bid: '10', ask: '10.02' })).toBe('10.521000');
    expect(marketProtectionPrice('SELL', { bid: '10', ask: '10.02' })).toBe('9.500000');
  });
});

describe('matching: when and at what price an order fills', () => {
  it.each<[string, 'BUY' | 'SELL', string, typeof quote, string | null]>([
    ['a buy at the ask when the ask is under the limit', 'BUY', '101.00', quote, '100.10'],
    ['a buy at the ask when the ask equals the limit', 'BUY', '100.10', quote, '100.10'],
    ['no buy when the ask is over the limit', 'BUY', '100.09', quote, null],
    ['a sell at the bid when the bid is over the limit', 'SELL', '99.00', quote, '99.90'],
    ['no sell when the bid is under the limit', 'SELL', '99.91', quote, null],
    ['nothing while the market is closed', 'BUY', '200', { ...quote, open: false }, null],
  ])('%s', (_, side, limit, q, expected) => {
    expect(fillPrice(side, limit, q)).toBe(expected);
  });

  it('keeps a limit order 30 days and a market order one', () => {
    const at = new Date('2026-11-02T09:00:00Z');
    expect(orderValidUntil('LIMIT', at).toISOString()).toBe('2026-12-02T09:00:00.000Z');
    expect(orderValidUntil('MARKET', at).toISOString()).toBe('2026-11-03T09:00:00.000Z');
  });

  it('keeps an order the customer dated through the end of that day in the market’s own zone', () => {
    // 23:30 UTC on 1 December is already 2 December in Stockholm: "today" is the market's.
    const late = new Date('2026-12-01T23:30:00Z');
    expect(checkValidUntil('2026-12-02', late, 'Europe/Stockholm')).toEqual({
      ok: true,
      validUntil: new Date('2026-12-02T23:00:00.000Z'),
    });
    expect(checkValidUntil('2026-12-01', late, 'America/New_York')).toEqual({
      ok: true,
      validUntil: new Date('2026-12-02T05:00:00.000Z'),
    });
    // Summer time: the day ends at 22:00 UTC.
    expect(checkValidUntil('2026-07-01', new Date('2026-06-20T10:00:00Z'), 'Europe/Stockholm')).toMatchObject(
      {
        validUntil: new Date('2026-07-01T22:00:00.000Z'),
      },
    );
  });

  it.each([
    ['yesterday', '2026-12-01'],
    ['31 days ahead', '2027-01-02'],
    ['a day that does not exist', '2026-02-30'],
    ['not a date', 'tomorrow'],
  ])('refuses a last day of %s', (_, day) => {
    expect(checkValidUntil(day, new Date('2026-12-02T10:00:00Z'), 'Europe/Stockholm')).toMatchObject({
      ok: false,
      code: 'INVALID_VALIDITY',
    });
  });

  it('accepts today and the 30th day ahead', () => {
    const at = new Date('2026-12-02T10:00:00Z');
    expect(checkValidUntil('2026-12-02', at, 'Europe/Stockholm').ok).toBe(true);
    expect(checkValidUntil('2027-01-01', at, 'Europe/Stockholm').ok).toBe(true);
  });
});

describe('the FX buffer of a reservation (2 % against the customer)', () => {
  it.each([
    ['BUY', '9.5482', 'USD', 'SEK', '9.739164'],
    ['SELL', '9.5482', 'USD', 'SEK', '9.357236'],
    ['BUY', '11.0964', 'EUR', 'NOK', '11.318328'],
    ['BUY', '1', 'SEK', 'SEK', '1'],
    ['SELL', '1', 'SEK', 'SEK', '1'],
  ] as const)('a %s at %s %s→%s reserves at %s', (side, rate, from, to, expected) => {
    expect(reservationFxRate(side, rate, from, to).toFixed()).toBe(expected);
  });
});

describe('trade value and cash reservation', () => {
  it('values a USD trade in an SEK account at the given rate, rounded once', () => {
    expect(tradeValueAt(10, '227.48', '9.5482', 'USD', 'SEK')).toEqual({
      gross: '2274.80',
      inAccountCurrency: '21720.25',
    });
    // USD up 1.5 % by the fill: 2274.80 × 9.691423 = 22046.049…
    expect(tradeValueAt(10, '227.48', '9.691423', 'USD', 'SEK').inAccountCurrency).toBe('22046.05');
    expect(tradeValueAt(3, '0.333333', '1', 'SEK', 'SEK')).toEqual({
      gross: '1.00',
      inAccountCurrency: '1.00',
    });
  });

  it('refuses a rate other than 1 between a currency and itself', () => {
    expect(() => tradeValueAt(1, '100', '1.1', 'SEK', 'SEK')).toThrow(RangeError);
  });

  const buy = {
    side: 'BUY' as const,
    accountType: 'ISK' as const,
    accountCurrency: 'SEK',
    instrumentCurrency: 'SEK',
    fxRate: '1',
    filledValue: '0',
    feesPaid: '0',
  };

  it('reserves value plus commission for a buy', () => {
    expect(cashReservation({ ...buy, remainingVolume: 10, priceLimit: '265.40' })).toBe('2693.00');
    expect(cashReservation({ ...buy, remainingVolume: 100, priceLimit: '300' })).toBe('30045.00');
    // Half filled: 15000 filled, 39 paid; 50 left at 300 adds 15000 and takes the fee from 39 to 45.
    expect(
      cashReservation({
        ...buy,
        remainingVolume: 50,
        priceLimit: '300',
        filledValue: '15000.00',
        feesPaid: '39.00',
      }),
    ).toBe('15006.00');
  });

  it(`reserves a foreign buy at the placement rate plus the ${FX_RESERVATION_BUFFER_PERCENT} % FX buffer`, () => {
    const apple = { ...buy, instrumentCurrency: 'USD', remainingVolume: 10, priceLimit: '227.48' };
    // 2274.80 USD × 9.5482 × 1.02 = 22154.65 SEK, and the 39 SEK minimum.
    expect(cashReservation({ ...apple, fxRate: '9.5482' })).toBe('22193.65');
    // A fill at a rate up to 2 % worse fits in it: 9.5482 × 1.02 = 9.739164.
    const worst = tradeValueAt(10, '227.48', '9.739164', 'USD', 'SEK').inAccountCurrency;
    expect(worst).toBe('22154.65');
    // A EUR account buying in SEK: 2654.00 SEK ÷ 11.0964 × 1.02 = 243.96 EUR, and the 3.90 EUR minimum.
    expect(
      cashReservation({
        ...buy,
        accountType: 'AOT',
        accountCurrency: 'EUR',
        fxRate: dec(1).div(dec('11.0964')),
        remainingVolume: 10,
        priceLimit: '265.40',
      }),
    ).toBe('247.86');
  });

  it('reserves nothing for a sell, unless the minimum fee could exceed the proceeds', () => {
    const sell = { ...buy, side: 'SELL' as const };
    expect(cashReservation({ ...sell, remainingVolume: 10, priceLimit: '100' })).toBe('0.00');
    expect(cashReservation({ ...sell, remainingVolume: 10, priceLimit: '0.58' })).toBe('33.20');
    // A foreign sell counts its proceeds 2 % lower: 5.80 USD × 9.5482 × 0.98 = 5.43 SEK: 39 − 5.43.
    expect(
      cashReservation({
        ...sell,
        instrumentCurrency: 'USD',
        fxRate: '9.5482',
        remainingVolume: 10,
        priceLimit: '0.058',
      }),
    ).toBe('33.57');
  });
});

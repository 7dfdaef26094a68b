import { describe, expect, it } from 'vitest';
import {
  CREDIT_TERMS,
  checkCreditLimit,
  creditRate,
  creditStanding,
  dailyInterest,
  forcedSalePlan,
  lendingValues,
  lendsAgainst,
  marginCallDeadline,
} from './securities-lending.ts';

const stock = (instrumentId: number, value: string) => ({ instrumentId, type: 'STOCK' as const, value });

describe('lending values', () => {
  it('lends 60 % against a share, 70 % against an ETF and nothing against a warrant', () => {
    const values = lendingValues(
      [
        stock(1, '10000'),
        { instrumentId: 2, type: 'ETF', value: '10000' },
        { instrumentId: 3, type: 'WARRANT', value: '5000' },
      ],
      'SEK',
    );
    expect(values.items.map((i) => [i.percent, i.lendingValue])).toEqual([
      [60, '6000.00'],
      [70, '7000.00'],
      [0, '0.00'],
    ]);
    expect(values).toMatchObject({ total: '13000.00', diversified: false });
  });

  it('lends 75 % against the shares of a diversified book: six holdings, none above 20 %', () => {
    const book = [1, 2, 3, 4, 5, 6].map((id) => stock(id, '10000'));
    const values = lendingValues(book, 'SEK');
    expect(values.diversified).toBe(true);
    expect(values.total).toBe('45000.00');
    // Five holdings are not enough.
    expect(lendingValues(book.slice(0, 5), 'SEK')).toMatchObject({ diversified: false, total: '30000.00' });
  });

  it('halves the percent of a holding worth more than half of what lends', () => {
    const values = lendingValues([stock(1, '80000'), stock(2, '20000')], 'SEK');
    expect(values.items.map((i) => i.percent)).toEqual([30, 60]);
    expect(values.total).toBe('36000.00');
  });
});

describe('a credit standing', () => {
  it('without a loan: the room is the lower of the limit and the lending value, added to the cash', () => {
    expect(
      creditStanding({ freeCash: '2000', lendingValue: '60000', limit: '50000', currency: 'SEK' }),
    ).toEqual({
      loan: '0.00',
      borrowingCap: '50000.00',
      room: '50000.00',
      buyingPower: '52000.00',
      state: 'NO_LOAN',
      shortfall: '0.00',
    });
  });

  it('borrowing: the negative cash is the loan, and what is left of the cap is the buying power', () => {
    expect(
      creditStanding({ freeCash: '-30000', lendingValue: '60000', limit: '50000', currency: 'SEK' }),
    ).toMatchObject({
      loan: '30000.00',
      room: '20000.00',
      buyingPower: '20000.00',
      state: 'IN_USE',
    });
  });

  it('over-leveraged when prices fell below the loan: the shortfall is what must be covered', () => {
    expect(
      creditStanding({ freeCash: '-30000', lendingValue: '25000', limit: '50000', currency: 'SEK' }),
    ).toMatchObject({
      room: '0.00',
      buyingPower: '0.00',
      state: 'OVER_LEVERAGED',
      shortfall: '5000.00',
    });
  });

  it('without a limit, only the cash buys', () => {
    expect(
      creditStanding({ freeCash: '100', lendingValue: '60000', limit: '0', currency: 'SEK' }).buyingPower,
    ).toBe('100.00');
  });
});

describe('credit terms', () => {
  it('lends against ordinary accounts, ISK and KF, never a pension or a tax wrapper that forbids it', () => {
    expect(
      ['AF', 'ISK', 'KF', 'AKSJE_FOND', 'AKTIEDEPOT', 'ARVO_OSUUSTILI'].every((t) =>
        lendsAgainst(t as never),
      ),
    ).toBe(true);
    expect(
      ['ASK', 'AKTIESPAREKONTO', 'AOT', 'PRIVATE_PENSION', 'IPS'].some((t) => lendsAgainst(t as never)),
    ).toBe(false);
  });

  it('refuses a limit outside the range, or on an account it does not lend against', () => {
    expect(checkCreditLimit('ISK', 'SEK', '5000')).toEqual({
      code: 'CREDIT_LIMIT_OUT_OF_RANGE',
      minimum: '10000.00',
      maximum: '5000000.00',
      currency: 'SEK',
    });
    expect(checkCreditLimit('PRIVATE_PENSION', 'SEK', '50000')).toMatchObject({ code: 'CREDIT_NOT_OFFERED' });
    expect(checkCreditLimit('AF', 'SEK', '50000')).toBeNull();
  });

  it("charges Norway's tiered rate by the loan's size, a day at a time (actual/365)", () => {
    expect(creditRate(CREDIT_TERMS.NOK!, '50000')).toBe('2.95');
    expect(creditRate(CREDIT_TERMS.NOK!, '50000.01')).toBe('4.95');
    // 36,500 SEK at 4.45 %: 4.45 a day.
    expect(dailyInterest(CREDIT_TERMS.SEK!, '36500')).toBe('4.45');
    expect(dailyInterest(CREDIT_TERMS.SEK!, '0')).toBe('0.00');
  });
});

describe('a margin call', () => {
  it('is due at 12:00 on the next bank day of the account currency’s country', () => {
    // Friday 27 November 2026, 15:00 in Stockholm: Monday 30 November, 12:00 CET.
    expect(marginCallDeadline(new Date('2026-11-27T14:00:00Z'), 'SEK').toISOString()).toBe(
      '2026-11-30T11:00:00.000Z',
    );
    // Wednesday 23 December in Helsinki: Christmas Eve and Day are no bank days, Monday the 28th is.
    expect(marginCallDeadline(new Date('2026-12-23T10:00:00Z'), 'EUR').toISOString()).toBe(
      '2026-12-28T10:00:00.000Z',
    );
  });

  it('sells the largest holding first, each unit covering its price less what it lent, with a buffer', () => {
    const plan = forcedSalePlan(
      [
        { instrumentId: 1, units: 100, price: '100', percent: 60 },
        { instrumentId: 2, units: 400, price: '100', percent: 60 },
      ],
      '1000',
    );
    // 1,020 to cover at 40 a unit: 26 units of the larger holding.
    expect(plan).toEqual([{ instrumentId: 2, units: 26 }]);
  });

  it('goes on to the next holding, and sells everything when that is not enough', () => {
    const holdings = [
      { instrumentId: 1, units: 10, price: '100', percent: 60 },
      { instrumentId: 2, units: 5, price: '100', percent: 0 },
      { instrumentId: 3, units: 7, price: '0', percent: 60 },
    ];
    expect(forcedSalePlan(holdings, '600')).toEqual([
      { instrumentId: 1, units: 10 },
      { instrumentId: 2, units: 3 },
    ]);
    expect(forcedSalePlan(holdings, '100000')).toEqual([
      { instrumentId: 1, units: 10 },
      { instrumentId: 2, units: 5 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type FundOrderDraft,
  fundOrderBody,
  isFundType,
  unitsForAmount,
  validateFundOrder,
  valueOfUnits,
} from './fund-order-draft.ts';

const SEK = { currency: 'SEK', buyingPower: '5000.00', sellable: 3.1992 };
const buy = (amount: string): FundOrderDraft => ({ side: 'BUY', amount, units: '', all: false });
const sell = (units: string, all = false): FundOrderDraft => ({ side: 'SELL', amount: '', units, all });

describe('the fund ticket before it is sent', () => {
  it.each([
    ['', 'amountRequired'],
    ['abc', 'amountInvalid'],
    ['0', 'amountInvalid'],
    ['100.005', 'amountInvalid'],
    ['99,99', 'amountTooSmall'],
    ['5000,01', 'insufficientBuyingPower'],
  ] as const)('refuses a purchase of “%s”: %s', (amount, error) => {
    expect(validateFundOrder(buy(amount), SEK)).toEqual({ amount: error });
  });

  it('takes a purchase from the minimum of the account’s currency (SEK 100, EUR 15) up to the buying power', () => {
    expect(validateFundOrder(buy('100'), SEK)).toEqual({});
    expect(validateFundOrder(buy('5 000,00'), SEK)).toEqual({});
    expect(validateFundOrder(buy('15'), { ...SEK, currency: 'EUR' })).toEqual({});
    expect(validateFundOrder(buy('14.99'), { ...SEK, currency: 'EUR' })).toEqual({
      amount: 'amountTooSmall',
    });
  });

  it.each([
    ['', 'unitsRequired'],
    ['0', 'unitsInvalid'],
    ['1.23456', 'unitsInvalid'],
    ['3.1993', 'insufficientHoldings'],
  ] as const)('refuses a sale of “%s” units: %s', (units, error) => {
    expect(validateFundOrder(sell(units), SEK)).toEqual({ units: error });
  });

  it('sells units to four decimals, or all of them, of what the account holds', () => {
    expect(validateFundOrder(sell('3,1992'), SEK)).toEqual({});
    expect(validateFundOrder(sell('', true), SEK)).toEqual({});
    expect(validateFundOrder(sell('', true), { ...SEK, sellable: 0 })).toEqual({ units: 'nothingToSell' });
  });

  it('sends a purchase’s amount, a sale’s units or all, with a decimal point', () => {
    expect(fundOrderBody(2002, buy('1 000,5'))).toEqual({
      instrumentId: 2002,
      side: 'BUY',
      amount: '1000.5',
    });
    expect(fundOrderBody(2002, sell('1,25'))).toEqual({ instrumentId: 2002, side: 'SELL', units: '1.25' });
    expect(fundOrderBody(2002, sell('1,25', true))).toEqual({ instrumentId: 2002, side: 'SELL', all: true });
  });

  it('knows a fund and an investment fund from a share or an ETF', () => {
    expect(['FUND', 'INVESTMENT_FUND', 'STOCK', 'ETF'].map(isFundType)).toEqual([true, true, false, false]);
  });
});

describe('a fund sale by amount', () => {
  const holding = { units: 10, value: '3125.70' };
  const byAmount = (amount: string): FundOrderDraft => ({
    side: 'SELL',
    amount,
    units: '',
    all: false,
    sellBy: 'amount',
  });
  const context = { ...SEK, sellable: 10, holding };

  it('comes to the units the amount is worth now, rounded down to four decimals', () => {
    expect(unitsForAmount('1000', holding)).toBe('3.1992');
    expect(unitsForAmount('3125,70', holding)).toBe('10');
    expect(unitsForAmount('0.01', { units: 1, value: '1000000.00' })).toBeNull();
    expect(unitsForAmount('100', null)).toBeNull();
    expect(valueOfUnits('4', holding)).toBe('1250.28');
    expect(fundOrderBody(2002, byAmount('1000'), holding)).toEqual({
      instrumentId: 2002,
      side: 'SELL',
      units: '3.1992',
    });
  });

  it.each([
    ['', 'amountRequired'],
    ['abc', 'amountInvalid'],
    ['0', 'amountInvalid'],
    ['3125.71', 'amountOverHolding'],
  ] as const)('refuses a sale of “%s”: %s', (amount, error) => {
    expect(validateFundOrder(byAmount(amount), context)).toEqual({ amount: error });
  });

  it('takes an amount up to what the units are worth, and needs their value', () => {
    expect(validateFundOrder(byAmount('3125.70'), context)).toEqual({});
    expect(validateFundOrder(byAmount('100'), { ...context, holding: null })).toEqual({
      amount: 'amountInvalid',
    });
  });
});

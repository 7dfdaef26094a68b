import { describe, expect, it } from 'vitest';
import {
  ageProfileEquityPercent,
  equitySharePercent,
  holdingAssetClass,
  suggestedPensionEquityPercent,
  yearsToPayout,
} from './pension-glide-path.ts';
import { PENSION_PAYOUT_AGE } from './withdrawal.ts';

// The Norwegian age profile (domain notes §4): "100% equities to 55, down to 20% at 75"; an IPS pays from 62.
const ipsAt = (age: number) => ageProfileEquityPercent(yearsToPayout(age, PENSION_PAYOUT_AGE.IPS!));

describe('the age profile of a Norwegian pension', () => {
  it.each([
    [30, 100],
    [55, 100],
    [56, 96],
    [60, 80],
    [62, 72],
    [65, 60],
    [70, 40],
    [75, 20],
    [80, 20],
  ])('at %i holds %i %% equities', (age, percent) => {
    expect(ipsAt(age)).toBe(percent);
  });

  it('never rises with age', () => {
    for (let age = 20; age < 90; age++) expect(ipsAt(age + 1)).toBeLessThanOrEqual(ipsAt(age));
  });

  it('is read by years to each account’s own payout age: a Swedish pension (55) lowers from 48, a PS (68) from 61', () => {
    const at = (age: number, payoutAge: number) => ageProfileEquityPercent(yearsToPayout(age, payoutAge));
    expect(at(48, PENSION_PAYOUT_AGE.PRIVATE_PENSION!)).toBe(100);
    expect(at(49, PENSION_PAYOUT_AGE.PRIVATE_PENSION!)).toBe(96);
    expect(at(61, PENSION_PAYOUT_AGE.PS!)).toBe(100);
    expect(at(81, PENSION_PAYOUT_AGE.PS!)).toBe(20);
  });
});

describe('the suggested equity share: the age profile within the risk level', () => {
  it('is the age profile when the risk level takes all equities (6 and 7) or none is known', () => {
    expect(suggestedPensionEquityPercent(7, 20)).toBe(100);
    expect(suggestedPensionEquityPercent(6, -3)).toBe(60);
    expect(suggestedPensionEquityPercent(null, 0)).toBe(72);
  });

  it('is capped by a cautious level far from the payout, and follows the age profile below the cap', () => {
    // Level 4's guided mix holds 60 % equity funds.
    expect(suggestedPensionEquityPercent(4, 25)).toBe(60);
    expect(suggestedPensionEquityPercent(4, -8)).toBe(40);
    expect(suggestedPensionEquityPercent(1, 25)).toBe(0);
    expect(suggestedPensionEquityPercent(2, 25)).toBe(20);
  });
});

describe('an account’s equity share', () => {
  it('counts shares and equity funds whole, mixed funds half, interest funds and cash not at all', () => {
    const share = equitySharePercent(
      [
        { value: '500.00', assetClass: holdingAssetClass('STOCK', null) },
        { value: '200.00', assetClass: holdingAssetClass('FUND', 'MIXED') },
        { value: '200.00', assetClass: holdingAssetClass('FUND', 'BOND') },
      ],
      '100.00',
    );
    expect(share).toBe(60);
  });

  it('is an equity index ETF of unknown category counted as equity, and nothing for an empty account', () => {
    expect(holdingAssetClass('ETF', null)).toBe('EQUITY');
    expect(holdingAssetClass('FUND', 'EQUITY_EMERGING')).toBe('EQUITY');
    expect(equitySharePercent([], '0.00')).toBeNull();
    expect(equitySharePercent([], '250.00')).toBe(0);
  });
});

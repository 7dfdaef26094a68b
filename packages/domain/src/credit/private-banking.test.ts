import { describe, expect, it } from 'vitest';
import { privateBankingStanding, privateBankingThreshold } from './private-banking.ts';

describe('private banking thresholds', () => {
  it('are Sweden’s 2.5 MSEK and Finland’s €200,000, Norway’s and Denmark’s assumed, none elsewhere', () => {
    expect(privateBankingThreshold('se')).toEqual({ amount: '2500000', currency: 'SEK', assumed: false });
    expect(privateBankingThreshold('FI')).toEqual({ amount: '200000', currency: 'EUR', assumed: false });
    expect(privateBankingThreshold('no')?.assumed).toBe(true);
    expect(privateBankingThreshold('dk')).toMatchObject({ currency: 'DKK', assumed: true });
    expect(privateBankingThreshold('de')).toBeNull();
  });
});

describe('where a customer stands', () => {
  const se = privateBankingThreshold('SE')!;
  it('is eligible at exactly the threshold, with nothing missing', () => {
    expect(privateBankingStanding('2500000', se)).toEqual({ eligible: true, missing: '0.00' });
    expect(privateBankingStanding('3100000.50', se)).toEqual({ eligible: true, missing: '0.00' });
  });
  it('is told what is missing below it, to the öre', () => {
    expect(privateBankingStanding('2499999.99', se)).toEqual({ eligible: false, missing: '0.01' });
    expect(privateBankingStanding('0', privateBankingThreshold('FI')!)).toEqual({
      eligible: false,
      missing: '200000.00',
    });
  });
});

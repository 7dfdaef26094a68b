import { describe, expect, it } from 'vitest';
import {
  fundNotMovableReason,
  fundTransferExpectedBy,
  fundTransferFees,
  fundTransferStatusOf,
  fundTransferSteps,
} from './fund-transfer.ts';

const SWEDISH_FUND = { type: 'FUND' as const, country: 'SE' };
const US_FUND = { type: 'FUND' as const, country: 'US' };

describe('which holdings may move into which account', () => {
  it('a tax wrapper takes only the same kind of wrapper', () => {
    expect(fundNotMovableReason('ISK', SWEDISH_FUND, 'ISK')).toBeNull();
    expect(fundNotMovableReason('ASK', { type: 'FUND', country: 'NO' }, 'ASK')).toBeNull();
    expect(
      fundNotMovableReason('AKTIESPAREKONTO', { type: 'FUND', country: 'DK' }, 'AKTIESPAREKONTO'),
    ).toBeNull();
    expect(fundNotMovableReason('ISK', SWEDISH_FUND, 'AF')).toBe('WRONG_ACCOUNT_TYPE');
    expect(fundNotMovableReason('KF', SWEDISH_FUND, 'ISK')).toBe('WRONG_ACCOUNT_TYPE');
  });

  it('from an ordinary depot into an ISK, ASK or aktiesparekonto is a sale and a deposit, not a move', () => {
    expect(fundNotMovableReason('DEPOT', SWEDISH_FUND, 'ISK')).toBe('SALE_AND_DEPOSIT');
    expect(fundNotMovableReason('DEPOT', { type: 'FUND', country: 'NO' }, 'ASK')).toBe('SALE_AND_DEPOSIT');
    expect(fundNotMovableReason('DEPOT', SWEDISH_FUND, 'AF')).toBeNull();
    expect(fundNotMovableReason('DEPOT', { type: 'FUND', country: 'FI' }, 'ARVO_OSUUSTILI')).toBeNull();
  });

  it('a fund Havn does not offer, a pension, and a fund the account may not hold do not move', () => {
    expect(fundNotMovableReason('ISK', null, 'ISK')).toBe('NOT_AT_HAVN');
    expect(fundNotMovableReason('PENSION', SWEDISH_FUND, 'PRIVATE_PENSION')).toBe('PENSION');
    // An ASK holds funds from the EEA only.
    expect(fundNotMovableReason('ASK', US_FUND, 'ASK')).toBe('NOT_ALLOWED_IN_ACCOUNT');
    // Nothing moves into a pension account this way.
    expect(fundNotMovableReason('ISK', SWEDISH_FUND, 'PRIVATE_PENSION')).toBe('WRONG_ACCOUNT_TYPE');
  });
});

describe('fees and the expected date', () => {
  it('sums each fund’s fee by currency, rounded to the currency', () => {
    expect(
      fundTransferFees([
        { fee: '150', currency: 'SEK' },
        { fee: '39.5', currency: 'SEK' },
        { fee: '15', currency: 'EUR' },
      ]),
    ).toEqual({ SEK: '189.50', EUR: '15.00' });
    expect(fundTransferFees([])).toEqual({});
  });

  it('counts 10 bank days in the receiving country, skipping weekends and its own holidays', () => {
    // Monday 30 November 2026: two weeks on.
    expect(fundTransferExpectedBy('se', '2026-11-30')).toBe('2026-12-14');
    // Over Christmas: 24–25 December, 31 December, 1 and 6 January are Swedish bank holidays.
    expect(fundTransferExpectedBy('SE', '2026-12-18')).toBe('2027-01-08');
    // Norway's ASK: 10 bank days by law; 17 May is a holiday.
    expect(fundTransferExpectedBy('NO', '2027-05-10')).toBe('2027-05-25');
  });
});

describe('status and steps', () => {
  it('stands where its least advanced fund stands, COMPLETED if any units came', () => {
    expect(fundTransferStatusOf(['SENT', 'IN_TRANSFER'])).toBe('SENT');
    expect(fundTransferStatusOf(['COMPLETED', 'IN_TRANSFER'])).toBe('IN_TRANSFER');
    expect(fundTransferStatusOf(['COMPLETED', 'REJECTED'])).toBe('COMPLETED');
    expect(fundTransferStatusOf(['REJECTED', 'REJECTED'])).toBe('REJECTED');
  });

  it('shows the steps done, current and failed', () => {
    expect(fundTransferSteps('SENT', { SIGNED: 'a', SENT: 'b' }).map((s) => s.state)).toEqual([
      'DONE',
      'DONE',
      'CURRENT',
      'PENDING',
    ]);
    const failed = fundTransferSteps('REJECTED', { SIGNED: 'a', SENT: 'b', REJECTED: 'c' });
    expect(failed.map((s) => s.state)).toEqual(['DONE', 'DONE', 'FAILED', 'PENDING']);
    expect(failed[2]?.at).toBe('c');
  });
});

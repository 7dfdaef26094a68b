import { describe, expect, it } from 'vitest';
import {
  amountMovedIn,
  maxMoveDays,
  mayAdvance,
  mayReceive,
  moveFee,
  moveStatusOf,
  moveSteps,
  notMovableReason,
  PENSION_INSURANCE_KINDS,
  pensionKindsOf,
  RECEIVING_ACCOUNT_TYPES,
} from './pension-move.ts';
import { PENSION_ACCOUNT_TYPES } from './withdrawal.ts';

const movable = { collectiveAgreement: false, irrevocableBeneficiary: false, payoutStarted: false };

describe('which insurance may move (domain notes §4)', () => {
  it('a fund or depå insurance may; a collective agreement, an irrevocable beneficiary or a started payout block it', () => {
    expect(notMovableReason({ kind: 'SE_PRIVATE_PENSION', ...movable })).toBeNull();
    expect(notMovableReason({ kind: 'SE_PRIVATE_PENSION', ...movable, collectiveAgreement: true })).toBe(
      'COLLECTIVE_AGREEMENT',
    );
    expect(notMovableReason({ kind: 'NO_IPS', ...movable, irrevocableBeneficiary: true })).toBe(
      'IRREVOCABLE_BENEFICIARY',
    );
    expect(notMovableReason({ kind: 'FI_PS', ...movable, payoutStarted: true })).toBe('PAYOUT_STARTED');
  });

  it('collective mandatory schemes never move: a Swedish collective-agreement pension, a Danish labour-market pension', () => {
    expect(notMovableReason({ kind: 'SE_COLLECTIVE_PENSION', ...movable })).toBe('COLLECTIVE_AGREEMENT');
    expect(notMovableReason({ kind: 'DK_LABOUR_MARKET_PENSION', ...movable })).toBe('COLLECTIVE_AGREEMENT');
  });
});

describe('the receiving account', () => {
  it('SE private pension → PRIVATE_PENSION, tjänstepension → OCCUPATIONAL_PENSION, NO IPS → IPS, PKB → EPK, DK → its own, FI → PS', () => {
    expect(mayReceive('PRIVATE_PENSION', 'SE_PRIVATE_PENSION')).toBe(true);
    expect(mayReceive('OCCUPATIONAL_PENSION', 'SE_PRIVATE_PENSION')).toBe(false);
    expect(mayReceive('OCCUPATIONAL_PENSION', 'SE_OCCUPATIONAL_PENSION')).toBe(true);
    expect(mayReceive('IPS', 'NO_IPS')).toBe(true);
    expect(mayReceive('EPK', 'NO_PKB')).toBe(true);
    expect(mayReceive('IPS', 'NO_PKB')).toBe(false);
    expect(mayReceive('RATEPENSION', 'DK_RATEPENSION')).toBe(true);
    expect(mayReceive('ALDERSOPSPARING', 'DK_ALDERSOPSPARING')).toBe(true);
    expect(mayReceive('RATEPENSION', 'DK_ALDERSOPSPARING')).toBe(false);
    expect(mayReceive('PS', 'FI_PS')).toBe(true);
    // An ordinary account never receives a pension.
    expect(mayReceive('ISK', 'SE_PRIVATE_PENSION')).toBe(false);
    for (const kind of PENSION_INSURANCE_KINDS)
      expect(RECEIVING_ACCOUNT_TYPES[kind].length).toBeGreaterThan(0);
  });

  it('is always one of Havn’s pension account types', () => {
    const receiving = new Set(Object.values(RECEIVING_ACCOUNT_TYPES).flat());
    for (const type of receiving) expect(PENSION_ACCOUNT_TYPES as readonly string[]).toContain(type);
  });

  it('each country has its own kinds', () => {
    expect(pensionKindsOf('se')).toEqual([
      'SE_PRIVATE_PENSION',
      'SE_OCCUPATIONAL_PENSION',
      'SE_COLLECTIVE_PENSION',
    ]);
    expect(pensionKindsOf('NO')).toEqual(['NO_IPS', 'NO_PKB']);
    expect(pensionKindsOf('fi')).toEqual(['FI_PS']);
    expect(pensionKindsOf('de')).toEqual([]);
  });
});

describe('the fee and the amount moved in', () => {
  it('a Swedish move costs at most 650 SEK; others as charged; never more than the capital', () => {
    expect(moveFee('SE_PRIVATE_PENSION', '900', '250000.00')).toBe('650.00');
    expect(moveFee('SE_OCCUPATIONAL_PENSION', '300', '250000.00')).toBe('300.00');
    expect(moveFee('NO_PKB', '1200', '90000.00')).toBe('1200.00');
    expect(moveFee('SE_PRIVATE_PENSION', '650', '400.00')).toBe('400.00');
    expect(moveFee('FI_PS', '-5', '100.00')).toBe('0.00');
  });

  it('moves the whole capital less the fee, exactly', () => {
    expect(amountMovedIn('123456.78', '650.00', 'SEK')).toBe('122806.78');
    expect(amountMovedIn('0.10', '0.20', 'EUR')).toBe('0.00');
  });

  it('takes at most 2 weeks for fund insurance, 2 months for traditional, ~60 days with an employer', () => {
    expect(maxMoveDays('SE_PRIVATE_PENSION', 'FUND')).toBe(14);
    expect(maxMoveDays('SE_PRIVATE_PENSION', 'TRADITIONAL')).toBe(60);
    expect(maxMoveDays('SE_OCCUPATIONAL_PENSION', 'FUND')).toBe(60);
    expect(maxMoveDays('DK_RATEPENSION', 'FUND')).toBe(56);
  });
});

describe('a move’s states', () => {
  it('go forward only and never leave COMPLETED or REJECTED', () => {
    expect(mayAdvance('SIGNED', 'SENT')).toBe(true);
    expect(mayAdvance('SENT', 'SIGNED')).toBe(false);
    expect(mayAdvance('IN_TRANSFER', 'REJECTED')).toBe(true);
    expect(mayAdvance('COMPLETED', 'REJECTED')).toBe(false);
    expect(mayAdvance('REJECTED', 'COMPLETED')).toBe(false);
  });

  it('of several insurances: the least advanced; done, COMPLETED if any money came, else REJECTED', () => {
    expect(moveStatusOf(['SENT', 'IN_TRANSFER'])).toBe('SENT');
    expect(moveStatusOf(['COMPLETED', 'IN_TRANSFER'])).toBe('IN_TRANSFER');
    expect(moveStatusOf(['COMPLETED', 'REJECTED'])).toBe('COMPLETED');
    expect(moveStatusOf(['REJECTED', 'REJECTED'])).toBe('REJECTED');
  });

  it('show as steps: done up to where it stands, the next current, a rejection failed where it stopped', () => {
    const at = { CONSENT: 't1', DATA_FETCHED: 't1', CHOICES: 't1', SIGNED: 't1', SENT: 't2' };
    expect(moveSteps('SENT', at).map((s) => s.state)).toEqual([
      'DONE',
      'DONE',
      'DONE',
      'DONE',
      'DONE',
      'CURRENT',
      'PENDING',
    ]);
    const rejected = moveSteps('REJECTED', { ...at, REJECTED: 't3' });
    expect(rejected.map((s) => s.state)).toEqual([
      'DONE',
      'DONE',
      'DONE',
      'DONE',
      'DONE',
      'FAILED',
      'PENDING',
    ]);
    expect(rejected[5]).toEqual({ step: 'IN_TRANSFER', state: 'FAILED', at: 't3' });
    expect(
      moveSteps('COMPLETED', { ...at, IN_TRANSFER: 't3', COMPLETED: 't4' }).every((s) => s.state === 'DONE'),
    ).toBe(true);
  });
});

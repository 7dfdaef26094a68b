import { describe, expect, it } from 'vitest';
import { ageOn, assessKyc, isKycRefreshDue, type KycAnswers, kycProblems, nextKycReview } from './kyc.ts';

const now = new Date('2026-11-24T12:00:00Z');
const swede = { residence: 'se', birthDate: '1990-07-04' };
const plain: KycAnswers = {
  citizenships: ['se'],
  taxResidencies: [{ country: 'se' }],
  usPerson: false,
  pep: { isPep: false },
  occupation: 'EMPLOYED',
  annualIncome: 'FROM_25K_TO_50K',
  sourceOfFunds: ['SALARY'],
  purposes: ['LONG_TERM_SAVING'],
  expectedYearlyDeposits: 'UNDER_10K',
};

describe('assessing KYC answers', () => {
  it('approves a resident adult who is neither a US person nor politically exposed', () => {
    expect(assessKyc(plain, swede, now)).toEqual({ status: 'APPROVED' });
  });

  it('refuses a minor until the day they turn 18', () => {
    expect(assessKyc(plain, { residence: 'se', birthDate: '2008-11-25' }, now)).toEqual({
      status: 'REFUSED',
      reason: 'MINOR_NEEDS_GUARDIAN',
    });
    expect(assessKyc(plain, { residence: 'se', birthDate: '2008-11-24' }, now).status).toBe('APPROVED');
  });

  it('refuses a US person by declaration, citizenship or tax residence', () => {
    for (const answers of [
      { ...plain, usPerson: true },
      { ...plain, citizenships: ['se', 'us'] },
      { ...plain, taxResidencies: [{ country: 'se' }, { country: 'us', tin: '1' }] },
    ]) {
      expect(assessKyc(answers, swede, now)).toEqual({ status: 'REFUSED', reason: 'US_PERSON' });
    }
  });

  it('sends a PEP (own, family or close associate) and a non-resident to review', () => {
    for (const relation of ['SELF', 'FAMILY', 'CLOSE_ASSOCIATE'] as const) {
      const pep = { isPep: true, role: 'MINISTER', relation } as const;
      expect(assessKyc({ ...plain, pep }, swede, now)).toEqual({ status: 'IN_REVIEW', reason: 'PEP' });
    }
    const abroad = { ...plain, taxResidencies: [{ country: 'es', tin: 'X1' }] };
    expect(assessKyc(abroad, swede, now)).toEqual({ status: 'IN_REVIEW', reason: 'NON_RESIDENT' });
  });

  it('names missing answers: a foreign TIN, the PEP function, sources and purposes', () => {
    const answers = {
      ...plain,
      citizenships: [],
      taxResidencies: [{ country: 'se' }, { country: 'no', tin: ' ' }],
      pep: { isPep: true },
      sourceOfFunds: [],
      purposes: [],
    };
    expect(kycProblems(answers, swede).map((p) => p.problem)).toEqual([
      'CITIZENSHIP_REQUIRED',
      'TIN_REQUIRED',
      'PEP_ROLE_REQUIRED',
      'SOURCE_OF_FUNDS_REQUIRED',
      'PURPOSE_REQUIRED',
    ]);
    expect(kycProblems(plain, swede)).toEqual([]);
  });
});

describe('periodic refresh', () => {
  it('asks again after two years, one after an enhanced review, and is due from that moment', () => {
    expect(nextKycReview(now, false).toISOString()).toBe('2028-11-24T12:00:00.000Z');
    const enhanced = nextKycReview(now, true);
    expect(enhanced.toISOString()).toBe('2027-11-24T12:00:00.000Z');
    expect(isKycRefreshDue(enhanced, new Date(enhanced.getTime() - 1))).toBe(false);
    expect(isKycRefreshDue(enhanced, enhanced)).toBe(true);
    expect(isKycRefreshDue(null, now)).toBe(false);
  });

  it('counts age in whole years', () => {
    expect(ageOn('1990-07-04', now)).toBe(36);
    expect(ageOn('1990-11-25', now)).toBe(35);
  });
});

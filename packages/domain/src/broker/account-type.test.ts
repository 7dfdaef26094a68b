import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE_RULES,
  ACCOUNT_TYPES,
  type AccountType,
  API_ACCOUNT_TYPES,
  accountTypeOf,
  accountTypesFor,
  apiAccountType,
  checkAccountOpening,
  countryOfAccountType,
  firstAccountFor,
  instrumentAllowedInAccount,
  ONE_PER_PERSON_TYPES,
} from './account-type.ts';
import {
  capDependsOnHolder,
  capUsed,
  checkDepositCap,
  danishStatePensionAge,
  depositRoom,
  valuedAtYearEnd,
} from './deposit-cap.ts';
import { INSTRUMENT_TYPES, type InstrumentType } from './market-lists.ts';

describe('account types per country (domain notes §1)', () => {
  it.each([
    ['se', ['ISK', 'AF', 'KF', 'PRIVATE_PENSION', 'OCCUPATIONAL_PENSION'], 'SEK'],
    ['NO', ['ASK', 'AKSJE_FOND', 'IPS', 'EPK'], 'NOK'],
    ['dk', ['AKTIESPAREKONTO', 'AKTIEDEPOT', 'RATEPENSION', 'ALDERSOPSPARING'], 'DKK'],
    ['fi', ['AOT', 'ARVO_OSUUSTILI', 'PS'], 'EUR'],
    ['de', ['DEPOT'], 'EUR'],
    ['gb', ['DEPOT'], 'EUR'],
  ])('%s offers %j, the first at registration in %s', (country, types, currency) => {
    expect(accountTypesFor(country)).toEqual(types);
    expect(firstAccountFor(country)).toEqual({ accountType: types[0], currency });
  });

  it('refuses a type the country does not offer, and a second one-per-person account', () => {
    expect(checkAccountOpening('ISK', 'no', [])).toBe('NOT_OFFERED');
    expect(checkAccountOpening('AF', 'se', ['ISK', 'AF'])).toBeNull();
    expect(checkAccountOpening('AKTIESPAREKONTO', 'dk', ['AKTIESPAREKONTO'])).toBe('ONE_PER_PERSON');
    expect(checkAccountOpening('AOT', 'fi', ['AOT'])).toBe('ONE_PER_PERSON');
    expect(checkAccountOpening('AOT', 'fi', ['ARVO_OSUUSTILI'])).toBeNull();
    expect(checkAccountOpening('IPS', 'no', ['IPS'])).toBe('ONE_PER_PERSON');
    expect(checkAccountOpening('ALDERSOPSPARING', 'dk', ['ALDERSOPSPARING'])).toBe('ONE_PER_PERSON');
    expect(checkAccountOpening('RATEPENSION', 'dk', ['RATEPENSION'])).toBeNull();
    expect(checkAccountOpening('PS', 'se', [])).toBe('NOT_OFFERED');
  });

  it("translates to and from the API's codes: each country's ordinary securities account is a DEPOT", () => {
    expect(ACCOUNT_TYPES.map(apiAccountType).filter((t, i, all) => all.indexOf(t) === i)).toEqual([
      ...API_ACCOUNT_TYPES.slice(0, 4),
      'DEPOT',
      'AKTIESPAREKONTO',
      'AOT',
      ...API_ACCOUNT_TYPES.slice(7),
    ]);
    expect(
      (['no', 'DK', 'fi', 'de', 'gb'] as const).map((country) => accountTypeOf('DEPOT', country)),
    ).toEqual(['AKSJE_FOND', 'AKTIEDEPOT', 'ARVO_OSUUSTILI', 'DEPOT', 'DEPOT']);
    expect(accountTypeOf('DEPOT', null)).toBe('DEPOT');
    expect(accountTypeOf('ISK', 'no')).toBe('ISK');
    for (const type of ACCOUNT_TYPES) {
      expect(accountTypeOf(apiAccountType(type), countryOfAccountType(type))).toBe(type);
    }
    expect(countryOfAccountType('ARVO_OSUUSTILI')).toBe('FI');
    expect(countryOfAccountType('DEPOT')).toBeNull();
  });

  it('pension accounts are in their country currency, taxed as pensions, and the one-per-person list names them', () => {
    expect(
      ACCOUNT_TYPES.filter((t) => ACCOUNT_TYPE_RULES[t].taxTreatment === 'PENSION').map((t) => [
        t,
        ACCOUNT_TYPE_RULES[t].currency,
      ]),
    ).toEqual([
      ['PRIVATE_PENSION', 'SEK'],
      ['OCCUPATIONAL_PENSION', 'SEK'],
      ['IPS', 'NOK'],
      ['EPK', 'NOK'],
      ['RATEPENSION', 'DKK'],
      ['ALDERSOPSPARING', 'DKK'],
      ['PS', 'EUR'],
    ]);
    expect(ONE_PER_PERSON_TYPES).toEqual(['AKTIESPAREKONTO', 'AOT', 'IPS', 'EPK', 'ALDERSOPSPARING', 'PS']);
  });
});

/** What each type may hold: instrument type → allowed for a domestic (EEA) and a US issuer. */
const RESTRICTED: Partial<Record<AccountType, Partial<Record<InstrumentType, [boolean, boolean]>>>> = {
  ASK: { STOCK: [true, false], ETF: [true, false], FUND: [true, false], INVESTMENT_FUND: [true, false] },
  AKTIESPAREKONTO: {
    STOCK: [true, true],
    ETF: [true, true],
    FUND: [true, true],
    INVESTMENT_FUND: [true, true],
  },
  AOT: { STOCK: [true, true] },
};
const PENSION_HOLDS: Partial<Record<InstrumentType, [boolean, boolean]>> = {
  STOCK: [true, true],
  ETF: [true, true],
  FUND: [true, true],
  INVESTMENT_FUND: [true, true],
};
for (const t of [
  'PRIVATE_PENSION',
  'OCCUPATIONAL_PENSION',
  'IPS',
  'EPK',
  'RATEPENSION',
  'ALDERSOPSPARING',
  'PS',
] as const) {
  RESTRICTED[t] = PENSION_HOLDS;
}

describe('eligible instruments: every account type × instrument type × issuer', () => {
  const rows = ACCOUNT_TYPES.flatMap((accountType) =>
    INSTRUMENT_TYPES.flatMap((type) =>
      (['SE', 'US'] as const).map((country) => {
        const limits = RESTRICTED[accountType];
        const expected = limits ? (limits[type]?.[country === 'SE' ? 0 : 1] ?? false) : true;
        return [accountType, type, country, expected] as const;
      }),
    ),
  );
  it.each(rows)('%s holding %s from %s: %s', (accountType, type, country, expected) => {
    expect(instrumentAllowedInAccount(accountType, { type, country })).toBe(expected);
  });
});

describe('deposit caps at the edge', () => {
  it('the aktiesparekonto takes its yearly room exactly, and not one øre more', () => {
    expect(depositRoom('AKTIESPAREKONTO', { year: 2026, used: '100000.00' })).toBe('74200.00');
    expect(checkDepositCap('AKTIESPAREKONTO', { year: 2026, used: '100000.00', amount: '74200.00' })).toEqual(
      {
        ok: true,
      },
    );
    expect(checkDepositCap('AKTIESPAREKONTO', { year: 2026, used: '100000.00', amount: '74200.01' })).toEqual(
      {
        ok: false,
        code: 'DEPOSIT_CAP_EXCEEDED',
        room: '74200.00',
      },
    );
    expect(depositRoom('AKTIESPAREKONTO', { year: 2025, used: '0' })).toBe('166200.00');
    expect(depositRoom('AKTIESPAREKONTO', { year: 2031, used: '0' })).toBe('174200.00');
  });

  it('the osakesäästötili takes €100,000 of net deposits since 2024 (€50,000 before), not a cent more', () => {
    expect(checkDepositCap('AOT', { year: 2026, used: '99999.99', amount: '0.01' })).toEqual({ ok: true });
    expect(checkDepositCap('AOT', { year: 2026, used: '99999.99', amount: '0.02' })).toMatchObject({
      ok: false,
      room: '0.01',
    });
    expect(depositRoom('AOT', { year: 2023, used: '0' })).toBe('50000.00');
    expect(depositRoom('AOT', { year: 2026, used: '120000' })).toBe('0.00');
  });

  it("counts the aktiesparekonto's room from the value on 31 December, net of this year's flows", () => {
    // Valued at DKK 120,000.50 at the year end (it grew), DKK 50,000 put in and DKK 10,000 taken out since.
    const used = capUsed('AKTIESPAREKONTO', {
      yearEndValue: '120000.50',
      netDepositsThisYear: '40000',
      netDepositsAllTime: '90000',
      contributionsThisYear: '50000',
    });
    expect(used).toBe('160000.5');
    expect(depositRoom('AKTIESPAREKONTO', { year: 2027, used: used! })).toBe('14199.50');
    expect(checkDepositCap('AKTIESPAREKONTO', { year: 2027, used: used!, amount: '14199.50' })).toEqual({
      ok: true,
    });
    expect(checkDepositCap('AKTIESPAREKONTO', { year: 2027, used: used!, amount: '14200.50' })).toEqual({
      ok: false,
      code: 'DEPOSIT_CAP_EXCEEDED',
      room: '14199.50',
    });
    // No year end kept yet (opened this year, or not valued yet): its deposits net of withdrawals.
    expect(
      capUsed('AKTIESPAREKONTO', {
        yearEndValue: null,
        netDepositsThisYear: '40000',
        netDepositsAllTime: '90000',
        contributionsThisYear: '50000',
      }),
    ).toBe('90000');
    // The osakesäästötili counts its lifetime deposits whatever it is worth.
    expect(
      capUsed('AOT', {
        yearEndValue: '500000',
        netDepositsThisYear: '0',
        netDepositsAllTime: '100000',
        contributionsThisYear: '0',
      }),
    ).toBe('100000');
    expect(
      capUsed('ISK', {
        yearEndValue: null,
        netDepositsThisYear: '0',
        netDepositsAllTime: '0',
        contributionsThisYear: '0',
      }),
    ).toBeNull();
    expect([valuedAtYearEnd('AKTIESPAREKONTO'), valuedAtYearEnd('AOT'), valuedAtYearEnd('ISK')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("a pension's own contributions stop at the year's cap: CONTRIBUTION_CAP_EXCEEDED, with the room", () => {
    // IPS: NOK 15,000 in 2025, 25,000 from 2026.
    expect(depositRoom('IPS', { year: 2025, used: '0' })).toBe('15000.00');
    expect(checkDepositCap('IPS', { year: 2026, used: '20000', amount: '5000.00' })).toEqual({ ok: true });
    expect(checkDepositCap('IPS', { year: 2026, used: '20000', amount: '5000.01' })).toEqual({
      ok: false,
      code: 'CONTRIBUTION_CAP_EXCEEDED',
      room: '5000.00',
    });
    expect(checkDepositCap('PS', { year: 2026, used: '4999', amount: '2' })).toMatchObject({
      code: 'CONTRIBUTION_CAP_EXCEEDED',
      room: '1.00',
    });
    expect(depositRoom('RATEPENSION', { year: 2026, used: '0' })).toBe('68700.00');
    // What counts is this year's contributions, not earlier years' or the value.
    expect(
      capUsed('RATEPENSION', {
        yearEndValue: '500000',
        netDepositsThisYear: '1200',
        netDepositsAllTime: '90000',
        contributionsThisYear: '1200',
      }),
    ).toBe('1200');
    // In payout: DKK 20,000 paid out and 5,000 paid in this year: the 5,000 count, the payout makes no room.
    expect(
      capUsed('RATEPENSION', {
        yearEndValue: '500000',
        netDepositsThisYear: '-15000',
        netDepositsAllTime: '70000',
        contributionsThisYear: '5000',
      }),
    ).toBe('5000');
    // A Swedish private pension has no cap; nobody but the employer pays into an occupational one or an EPK.
    expect(checkDepositCap('PRIVATE_PENSION', { year: 2026, used: '0', amount: '1000000' })).toEqual({
      ok: true,
    });
    expect(checkDepositCap('EPK', { year: 2026, used: '0', amount: '1' })).toEqual({
      ok: false,
      code: 'EMPLOYER_PAID_ONLY',
      room: '0.00',
    });
    expect(depositRoom('OCCUPATIONAL_PENSION', { year: 2026, used: '0' })).toBe('0.00');
  });

  it("the aldersopsparing's cap is higher from the year its holder comes within 7 years of the state pension age", () => {
    expect(
      ['1954-03-01', '1955-01-01', '1962-12-31', '1963-01-01', '1966-12-31', '1967-06-15', '1970-01-01'].map(
        danishStatePensionAge,
      ),
    ).toEqual([66, 67, 67, 68, 68, 69, 70]);
    // Born 1962: state pension at 67 (2029), so the higher cap from the year they turn 60 (2022).
    const born1962 = { birthDate: '1962-11-30' };
    expect(depositRoom('ALDERSOPSPARING', { year: 2026, used: '0', holder: born1962 })).toBe('64200.00');
    expect(depositRoom('ALDERSOPSPARING', { year: 2025, used: '1000', holder: born1962 })).toBe('60200.00');
    // Born 1967: state pension at 69, the higher cap from the year they turn 62 (2029), not before.
    const born1967 = { birthDate: '1967-02-10' };
    expect(depositRoom('ALDERSOPSPARING', { year: 2028, used: '0', holder: born1967 })).toBe('9900.00');
    expect(depositRoom('ALDERSOPSPARING', { year: 2029, used: '0', holder: born1967 })).toBe('64200.00');
    // Past the state pension age the higher cap still holds; an unknown birth date keeps the ordinary one.
    expect(
      depositRoom('ALDERSOPSPARING', { year: 2026, used: '0', holder: { birthDate: '1950-05-05' } }),
    ).toBe('64200.00');
    expect(depositRoom('ALDERSOPSPARING', { year: 2026, used: '0', holder: { birthDate: null } })).toBe(
      '9900.00',
    );
    expect(depositRoom('ALDERSOPSPARING', { year: 2025, used: '0' })).toBe('9400.00');
    expect(
      checkDepositCap('ALDERSOPSPARING', { year: 2026, used: '60000', amount: '4200.01', holder: born1962 }),
    ).toEqual({ ok: false, code: 'CONTRIBUTION_CAP_EXCEEDED', room: '4200.00' });
    expect(
      checkDepositCap('ALDERSOPSPARING', { year: 2026, used: '9000', amount: '901', holder: born1967 }),
    ).toEqual({ ok: false, code: 'CONTRIBUTION_CAP_EXCEEDED', room: '900.00' });
    // Only the aldersopsparing's cap depends on who holds it.
    expect(ACCOUNT_TYPES.filter(capDependsOnHolder)).toEqual(['ALDERSOPSPARING']);
  });

  it('other types are not capped', () => {
    expect(depositRoom('ISK', { year: 2026, used: '99999999' })).toBeNull();
    expect(checkDepositCap('DEPOT', { year: 2026, used: '0', amount: '5000000' })).toEqual({ ok: true });
  });
});

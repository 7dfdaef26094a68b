import { describe, expect, it } from 'vitest';
import { parseBankAccount } from './bank-account.ts';

describe('payout account numbers', () => {
  it('takes an IBAN of any country, spaced or not, and refuses a wrong check digit', () => {
    expect(parseBankAccount({ iban: 'se45 5000 0000 0583 9825 7466' })).toMatchObject({
      iban: 'SE4550000000058398257466',
      display: 'SE45 5000 0000 0583 9825 7466',
    });
    expect(parseBankAccount({ iban: 'NO9386011117947' })?.iban).toBe('NO9386011117947');
    expect(parseBankAccount({ iban: 'DE89 3704 0044 0532 0130 00' })?.iban).toBe('DE89370400440532013000');
    expect(parseBankAccount({ iban: 'DE88 3704 0044 0532 0130 00' })).toBeNull();
    expect(parseBankAccount({ iban: 'hello' })).toBeNull();
  });

  it('takes a Swedish clearing and account number by the bank’s own rule', () => {
    expect(parseBankAccount({ clearingNumber: '5000', accountNumber: '1234560' })).toMatchObject({
      clearingNumber: '5000',
      accountNumber: '1234560',
      bankName: 'SEB',
    });
    expect(parseBankAccount({ clearingNumber: '6789', accountNumber: '123 456 789' })?.bankName).toBe(
      'Handelsbanken',
    );
    expect(parseBankAccount({ clearingNumber: '5000', accountNumber: '1234561' })).toBeNull();
    expect(parseBankAccount({ clearingNumber: '0001', accountNumber: '1234560' })).toBeNull();
  });
});

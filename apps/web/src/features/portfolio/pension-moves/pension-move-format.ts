import type { PensionInsuranceView } from '@havn/contract/web';

/** Money strings ("1234.5", "650.00") added exactly in cents, written back with two decimals. */
export function sumMoney(amounts: readonly string[]): string {
  const cents = amounts.reduce((total, amount) => {
    const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
    const value = BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
    return total + (amount.startsWith('-') ? -value : value);
  }, 0n);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** An insurance the customer may choose to move now: movable and not already in a move. */
export function isChoosable(insurance: PensionInsuranceView): boolean {
  return insurance.movable && insurance.movingIn === null;
}

/** The account types that may receive every one of `chosen` (all types when none is chosen yet). */
export function receivingTypesOfAll(chosen: readonly PensionInsuranceView[]): string[] | null {
  if (chosen.length === 0) return null;
  return chosen
    .map((insurance) => insurance.receivingAccountTypes)
    .reduce((common, types) => common.filter((type) => types.includes(type)));
}

/** Company names as a sentence lists them in the reader's language: "Skandia, Folksam and Alecta". */
export function listOfNames(names: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

import { dec } from '@havn/domain/broker/index';
import type { LedgerKind } from '../../db/schema/ledger.ts';
import { type EntryInput, HOUSE } from './ledger-repo.ts';

/** One side of a cash movement: whose entry, in which currency, signed as that account sees it. */
export interface CashSide {
  account: string;
  currency: string;
  amount: string;
}

/**
 * Cash between a customer account (in its currency) and a house account (in the market's): the
 * customer's entry of `kind`, the house's entry, and, when the currencies differ, system:fx taking the
 * opposite of each, so each currency sums to zero by itself. In one currency the two amounts are each
 * other's opposite (the ledger refuses them otherwise). A fund order's cash to or from the market and a
 * corporate action's payment from the custodian are this.
 */
export function cashWithHouse(
  customer: CashSide & { kind: Extract<LedgerKind, 'cash' | 'cash_reserved'> },
  house: CashSide,
): EntryInput[] {
  const own: EntryInput = {
    account: customer.account,
    kind: customer.kind,
    asset: customer.currency,
    amount: customer.amount,
  };
  const theirs: EntryInput = {
    account: house.account,
    kind: 'cash',
    asset: house.currency,
    amount: house.amount,
  };
  if (customer.currency === house.currency) return [own, theirs];
  const negate = (value: string) => dec(value).negated().toFixed();
  return [
    own,
    { account: HOUSE.fx, kind: 'cash', asset: customer.currency, amount: negate(customer.amount) },
    { account: HOUSE.fx, kind: 'cash', asset: house.currency, amount: negate(house.amount) },
    theirs,
  ];
}

import type { AccountType } from '@havn/domain/broker/index';
import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, accountYearEndValues } from '../../db/schema/accounts.ts';
import type { AccountRow } from './accounts-repo.ts';

/** The kept values on 31 December of `year`, by accid (an account without one is not in the map). */
export async function yearEndValuesOf(
  db: Db,
  accids: readonly string[],
  year: number,
): Promise<Map<string, string>> {
  if (accids.length === 0) return new Map();
  const rows = await db
    .select({ accid: accountYearEndValues.accid, value: accountYearEndValues.value })
    .from(accountYearEndValues)
    .where(and(inArray(accountYearEndValues.accid, [...accids]), eq(accountYearEndValues.year, year)));
  return new Map(rows.map((r) => [r.accid, r.value]));
}

/** Accounts of `types` that were open on 31 December of `year` and have no value kept for it yet. */
export async function accountsAwaitingYearEnd(
  db: Db,
  year: number,
  types: readonly AccountType[],
): Promise<AccountRow[]> {
  if (types.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(
      and(
        inArray(accounts.accountType, [...types]),
        lt(accounts.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
        notExists(
          db
            .select({ accid: accountYearEndValues.accid })
            .from(accountYearEndValues)
            .where(and(eq(accountYearEndValues.accid, accounts.accid), eq(accountYearEndValues.year, year))),
        ),
      ),
    )
    .orderBy(accounts.accid);
}

/** Keeps an account's value on 31 December of `year`; a second run for the same year keeps the first. */
export async function recordYearEndValue(
  db: Db,
  input: { accid: string; year: number; value: string; recordedAt: Date },
): Promise<void> {
  await db.insert(accountYearEndValues).values(input).onConflictDoNothing();
}

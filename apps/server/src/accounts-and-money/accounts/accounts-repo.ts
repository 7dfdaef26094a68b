import { randomInt } from 'node:crypto';
import { type AccountType, firstAccountFor } from '@havn/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';

export type AccountRow = typeof accounts.$inferSelect;

function newAccountNumber(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

/** Opens the account a customer of `country` gets at registration; call inside the registration transaction. */
export async function openFirstAccount(
  db: Db,
  userId: string,
  country: string,
  now: Date,
  terms?: { termsVersion: string; acceptedAt: Date },
): Promise<AccountRow> {
  const { accountType, currency } = firstAccountFor(country);
  return openAccount(db, { userId, accountType, currency, now, ...(terms ? { terms } : {}) });
}

export async function openAccount(
  db: Db,
  input: {
    userId: string;
    accountType: AccountType;
    currency: string;
    alias?: string | null;
    now: Date;
    terms?: { termsVersion: string; acceptedAt: Date };
  },
): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({
      userId: input.userId,
      accountNumber: newAccountNumber(),
      accountType: input.accountType,
      alias: input.alias ?? null,
      currency: input.currency,
      termsVersion: input.terms?.termsVersion ?? null,
      termsAcceptedAt: input.terms?.acceptedAt ?? null,
      createdAt: input.now,
    })
    .returning();
  return row!;
}

export function accountsOfUser(db: Db, userId: string): Promise<AccountRow[]> {
  // Opened at the same instant (the demo seed), the lower account id came first.
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt), asc(sql`${accounts.accid}::bigint`));
}

/** One account, only if `userId` owns it. */
export async function accountOfUser(db: Db, userId: string, accid: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accid, accid), eq(accounts.userId, userId)));
  return row ?? null;
}

/** Shares an account in the community (or stops); null when `userId` owns no such account. */
export async function setAccountSharing(
  db: Db,
  userId: string,
  accid: string,
  shared: boolean,
): Promise<AccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set({ sharedInCommunity: shared })
    .where(and(eq(accounts.accid, accid), eq(accounts.userId, userId)))
    .returning();
  return row ?? null;
}

export async function setAccountAlias(db: Db, accid: string, alias: string | null): Promise<void> {
  await db.update(accounts).set({ alias }).where(eq(accounts.accid, accid));
}

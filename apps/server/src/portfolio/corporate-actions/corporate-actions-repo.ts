import type { CorporateActionOption } from '@havn/domain/broker/index';
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { corporateActionEntitlements, corporateActions } from '../../db/schema/corporate-actions.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import type { CorporateActionNotice } from '../../market-data/provider.ts';

export type CorporateActionRow = typeof corporateActions.$inferSelect;
export type EntitlementRow = typeof corporateActionEntitlements.$inferSelect;

/**
 * Keeps what the market announced: a new event is inserted, a known one takes the latest terms and
 * dates until its holders are fixed (after that it is what was paid on). Returns how many changed.
 */
export async function keepAnnounced(
  db: Db,
  notices: readonly CorporateActionNotice[],
  now: Date,
): Promise<number> {
  if (notices.length === 0) return 0;
  const rows = notices.map((n) => ({
    eventId: n.eventId,
    type: n.type,
    instrumentId: n.instrumentId,
    announcedAt: n.announcedAt,
    exDate: n.exDate,
    recordDate: n.recordDate,
    payDate: n.payDate,
    deadline: n.deadline,
    terms: n.cashPerShare,
    createdAt: now,
  }));
  const changed = await db
    .insert(corporateActions)
    .values(rows)
    .onConflictDoUpdate({
      target: corporateActions.eventId,
      set: {
        exDate: sql`excluded.ex_date`,
        recordDate: sql`excluded.record_date`,
        payDate: sql`excluded.pay_date`,
        deadline: sql`excluded.deadline`,
        terms: sql`excluded.terms`,
      },
      setWhere: sql`${corporateActions.holdersFixedAt} is null and (
        ${corporateActions.exDate} is distinct from excluded.ex_date or
        ${corporateActions.recordDate} is distinct from excluded.record_date or
        ${corporateActions.payDate} is distinct from excluded.pay_date or
        ${corporateActions.terms} is distinct from excluded.terms)`,
    })
    .returning({ eventId: corporateActions.eventId });
  return changed.length;
}

/** Dividends whose holders are not fixed yet and whose ex-date is `latest` or earlier (any market). */
export async function dividendsToFix(db: Db, latest: string): Promise<CorporateActionRow[]> {
  return db
    .select()
    .from(corporateActions)
    .where(
      and(
        eq(corporateActions.type, 'DIVIDEND'),
        isNull(corporateActions.holdersFixedAt),
        lte(corporateActions.exDate, latest),
      ),
    );
}

export async function lockCorporateAction(db: Db, eventId: string): Promise<CorporateActionRow | null> {
  const [row] = await db
    .select()
    .from(corporateActions)
    .where(eq(corporateActions.eventId, eventId))
    .for('update');
  return row ?? null;
}

/**
 * Every customer account's units of `instrumentId` (free and held back) from the trades and moves dated
 * before `beforeDate` on the market's calendar (`timeZone`): who holds on the eve of the ex-date; all of
 * them when `beforeDate` is null (who holds now). Only accounts with units; with the account's currency.
 */
export async function holdersBefore(
  db: Db,
  instrumentId: number,
  timeZone: string,
  beforeDate: string | null,
): Promise<{ accid: string; units: string; currency: string }[]> {
  const dated =
    beforeDate === null
      ? sql`true`
      : sql`(${ledgerTransactions.createdAt} at time zone ${timeZone})::date < ${beforeDate}::date`;
  const rows = await db.execute(sql`
    select h.accid, h.units::text as units, ${accounts.currency} as currency
    from (
      select ${ledgerEntries.account} as accid, sum(${ledgerEntries.amount}) as units
      from ${ledgerEntries}
      join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
      where ${ledgerEntries.asset} = ${String(instrumentId)}
        and ${inArray(ledgerEntries.kind, ['position', 'position_reserved'])}
        and ${ledgerEntries.account} not like 'system:%'
        and ${dated}
      group by ${ledgerEntries.account}
      having sum(${ledgerEntries.amount}) > 0
    ) h
    join ${accounts} on ${accounts.accid} = h.accid
    order by h.accid`);
  return rowsOf<{ accid: string; units: string; currency: string }>(rows);
}

export async function insertEntitlements(
  db: Db,
  rows: readonly (typeof corporateActionEntitlements.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(corporateActionEntitlements)
    .values([...rows])
    .onConflictDoNothing();
}

export async function markHoldersFixed(db: Db, eventId: string, at: Date): Promise<void> {
  await db.update(corporateActions).set({ holdersFixedAt: at }).where(eq(corporateActions.eventId, eventId));
}

/** Elective events whose holders are not fixed yet and whose deadline has passed. */
export async function electiveEventsPastDeadline(db: Db, now: Date): Promise<CorporateActionRow[]> {
  return db
    .select()
    .from(corporateActions)
    .where(and(isNull(corporateActions.holdersFixedAt), lte(corporateActions.deadline, now)));
}

export async function corporateActionById(db: Db, id: number): Promise<CorporateActionRow | null> {
  const [row] = await db.select().from(corporateActions).where(eq(corporateActions.id, id));
  return row ?? null;
}

/** Sets an account's answer (its units held back by the caller), or removes it when `answer` is null. */
export async function setAnswer(
  db: Db,
  key: { eventId: string; accid: string; currency: string },
  answer: { option: CorporateActionOption; units: string; at: Date } | null,
): Promise<void> {
  const where = and(
    eq(corporateActionEntitlements.eventId, key.eventId),
    eq(corporateActionEntitlements.accid, key.accid),
  );
  if (answer === null) {
    await db.delete(corporateActionEntitlements).where(where);
    return;
  }
  await db
    .insert(corporateActionEntitlements)
    .values({
      eventId: key.eventId,
      accid: key.accid,
      currency: key.currency,
      units: answer.units,
      option: answer.option,
      answeredAt: answer.at,
      createdAt: answer.at,
    })
    .onConflictDoUpdate({
      target: [corporateActionEntitlements.eventId, corporateActionEntitlements.accid],
      set: { units: answer.units, option: answer.option, answeredAt: answer.at },
    });
}

/** Entitlements not yet paid whose event's payment date is `latest` or earlier (any market). */
export async function unpaidDue(
  db: Db,
  latest: string,
): Promise<{ entitlement: EntitlementRow; event: CorporateActionRow }[]> {
  return db
    .select({ entitlement: corporateActionEntitlements, event: corporateActions })
    .from(corporateActionEntitlements)
    .innerJoin(corporateActions, eq(corporateActions.eventId, corporateActionEntitlements.eventId))
    .where(
      and(
        isNull(corporateActionEntitlements.bookedAt),
        lte(corporateActions.payDate, latest),
        // A dividend pays every holder; an elective event only those who answered.
        or(eq(corporateActions.type, 'DIVIDEND'), isNotNull(corporateActionEntitlements.option)),
      ),
    );
}

function entitlementQuery(db: Db, eventId: string, accid: string) {
  return db
    .select()
    .from(corporateActionEntitlements)
    .where(
      and(eq(corporateActionEntitlements.eventId, eventId), eq(corporateActionEntitlements.accid, accid)),
    );
}

/** An account's part in one event, if it has one. */
export async function entitlementOf(db: Db, eventId: string, accid: string): Promise<EntitlementRow | null> {
  const [row] = await entitlementQuery(db, eventId, accid);
  return row ?? null;
}

export async function lockEntitlement(
  db: Db,
  eventId: string,
  accid: string,
): Promise<EntitlementRow | null> {
  const [row] = await entitlementQuery(db, eventId, accid).for('update');
  return row ?? null;
}

export async function markPaid(
  db: Db,
  eventId: string,
  accid: string,
  paid: { amount: string; ledgerTransactionId: number; at: Date },
): Promise<void> {
  await db
    .update(corporateActionEntitlements)
    .set({ amount: paid.amount, ledgerTransactionId: paid.ledgerTransactionId, bookedAt: paid.at })
    .where(
      and(eq(corporateActionEntitlements.eventId, eventId), eq(corporateActionEntitlements.accid, accid)),
    );
}

/** An account's entitlements, newest record date first, with their events. */
export async function entitlementsOf(
  db: Db,
  accid: string,
): Promise<{ entitlement: EntitlementRow; event: CorporateActionRow }[]> {
  return db
    .select({ entitlement: corporateActionEntitlements, event: corporateActions })
    .from(corporateActionEntitlements)
    .innerJoin(corporateActions, eq(corporateActions.eventId, corporateActionEntitlements.eventId))
    .where(eq(corporateActionEntitlements.accid, accid))
    .orderBy(desc(corporateActions.recordDate), corporateActions.eventId);
}

/** Announced events on these instruments whose holders are not fixed yet: what a holder may still get. */
export async function upcomingOn(db: Db, instrumentIds: readonly number[]): Promise<CorporateActionRow[]> {
  if (instrumentIds.length === 0) return [];
  return db
    .select()
    .from(corporateActions)
    .where(
      and(
        inArray(corporateActions.instrumentId, [...instrumentIds]),
        isNull(corporateActions.holdersFixedAt),
      ),
    )
    .orderBy(corporateActions.recordDate, corporateActions.eventId);
}

/**
 * The tender offers an account accepted and was paid for: sales at the offer's price (the portfolio's
 * trades count them), in ledger order.
 */
export async function tenderSalesOfAccount(
  db: Db,
  accid: string,
  instrumentIds?: readonly number[],
  since?: Date,
  afterTransaction?: number,
): Promise<{ entitlement: EntitlementRow; event: CorporateActionRow }[]> {
  return db
    .select({ entitlement: corporateActionEntitlements, event: corporateActions })
    .from(corporateActionEntitlements)
    .innerJoin(corporateActions, eq(corporateActions.eventId, corporateActionEntitlements.eventId))
    .where(
      and(
        eq(corporateActionEntitlements.accid, accid),
        eq(corporateActions.type, 'TENDER_OFFER'),
        isNotNull(corporateActionEntitlements.ledgerTransactionId),
        instrumentIds ? inArray(corporateActions.instrumentId, [...instrumentIds]) : undefined,
        since ? gte(corporateActionEntitlements.bookedAt, since) : undefined,
        afterTransaction !== undefined
          ? gt(corporateActionEntitlements.ledgerTransactionId, afterTransaction)
          : undefined,
      ),
    );
}

/** The entitlements a ledger transaction paid, by transaction id (the transactions list names them). */
export async function entitlementsByLedgerTransactions(
  db: Db,
  ids: readonly number[],
): Promise<{ entitlement: EntitlementRow; event: CorporateActionRow }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ entitlement: corporateActionEntitlements, event: corporateActions })
    .from(corporateActionEntitlements)
    .innerJoin(corporateActions, eq(corporateActions.eventId, corporateActionEntitlements.eventId))
    .where(inArray(corporateActionEntitlements.ledgerTransactionId, [...ids]));
}

import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, investorEvents } from '../../db/schema/investor-events.ts';

export type InvestorEventRow = typeof investorEvents.$inferSelect;
export type NewInvestorEventRow = typeof investorEvents.$inferInsert;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

export async function insertEvent(db: Db, values: NewInvestorEventRow): Promise<InvestorEventRow> {
  const [row] = await db.insert(investorEvents).values(values).returning();
  return row!;
}

/** Events that have not ended, soonest first. */
export function upcomingEvents(db: Db, now: Date, limit: number): Promise<InvestorEventRow[]> {
  return db
    .select()
    .from(investorEvents)
    .where(gt(investorEvents.endsAt, now))
    .orderBy(asc(investorEvents.startsAt), asc(investorEvents.id))
    .limit(limit);
}

export async function eventById(db: Db, eventId: string): Promise<InvestorEventRow | null> {
  const [row] = await db.select().from(investorEvents).where(eq(investorEvents.id, eventId));
  return row ?? null;
}

/** The event row-locked for the rest of the transaction: seats are given out one at a time. */
export async function lockEvent(db: Db, eventId: string): Promise<InvestorEventRow | null> {
  const [row] = await db.select().from(investorEvents).where(eq(investorEvents.id, eventId)).for('update');
  return row ?? null;
}

/** Seats taken and places in line, per event. */
export async function headcounts(
  db: Db,
  eventIds: readonly string[],
): Promise<Map<string, { confirmed: number; waiting: number }>> {
  const counts = new Map<string, { confirmed: number; waiting: number }>();
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({ eventId: eventRegistrations.eventId, state: eventRegistrations.state, n: count() })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, [...eventIds]))
    .groupBy(eventRegistrations.eventId, eventRegistrations.state);
  for (const row of rows) {
    const entry = counts.get(row.eventId) ?? { confirmed: 0, waiting: 0 };
    if (row.state === 'CONFIRMED') entry.confirmed = Number(row.n);
    else entry.waiting = Number(row.n);
    counts.set(row.eventId, entry);
  }
  return counts;
}

export function registrationsOfUser(
  db: Db,
  userId: string,
  eventIds: readonly string[],
): Promise<RegistrationRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, userId), inArray(eventRegistrations.eventId, [...eventIds])));
}

export async function registrationById(db: Db, id: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
  return row ?? null;
}

export async function insertRegistration(
  db: Db,
  values: typeof eventRegistrations.$inferInsert,
): Promise<RegistrationRow> {
  const [row] = await db.insert(eventRegistrations).values(values).returning();
  return row!;
}

export async function deleteRegistration(db: Db, id: string): Promise<void> {
  await db.delete(eventRegistrations).where(eq(eventRegistrations.id, id));
}

/** 1 for the next in line; null for a seat. */
export async function placeInLine(db: Db, registration: RegistrationRow): Promise<number | null> {
  if (registration.state !== 'WAITLISTED') return null;
  const [row] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, registration.eventId),
        eq(eventRegistrations.state, 'WAITLISTED'),
        sql`(${eventRegistrations.createdAt}, ${eventRegistrations.id}) <= (${registration.createdAt.toISOString()}::timestamptz, ${registration.id}::uuid)`,
      ),
    );
  return Number(row?.n ?? 1);
}

/** Gives the first in line the seat that came free; returns who got it, if anyone waited. */
export async function promoteFirstInLine(db: Db, eventId: string): Promise<RegistrationRow | null> {
  const [first] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.state, 'WAITLISTED')))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .limit(1);
  if (!first) return null;
  const [row] = await db
    .update(eventRegistrations)
    .set({ state: 'CONFIRMED' })
    .where(eq(eventRegistrations.id, first.id))
    .returning();
  return row ?? null;
}

/** Seats at events starting before `until` (and not started) whose reminder has not gone out. */
export function unremindedSeats(
  db: Db,
  now: Date,
  until: Date,
): Promise<{ registration: RegistrationRow; event: InvestorEventRow }[]> {
  return db
    .select({ registration: eventRegistrations, event: investorEvents })
    .from(eventRegistrations)
    .innerJoin(investorEvents, eq(investorEvents.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.state, 'CONFIRMED'),
        isNull(eventRegistrations.remindedAt),
        gt(investorEvents.startsAt, now),
        lte(investorEvents.startsAt, until),
      ),
    )
    .limit(500);
}

/** Marks a reminder sent; false when another process sent it first. */
export async function markReminded(db: Db, registrationId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(eventRegistrations)
    .set({ remindedAt: at })
    .where(and(eq(eventRegistrations.id, registrationId), isNull(eventRegistrations.remindedAt)))
    .returning({ id: eventRegistrations.id });
  return rows.length > 0;
}

import type { EventRegistrationView, InvestorEventView } from '@havn/contract';
import {
  EVENT_REMINDER_LEAD_MS,
  type Language,
  registrationOpen,
  seatFor,
  siteForCountry,
  siteLanguage,
  textIn,
} from '@havn/domain';
import { build } from '@havn/routes';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { countryOfUser } from '../../identity/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { checkLink, signLink } from '../../platform/signed-links.ts';
import { insertMessage } from '../../watchlists-and-alerts/index.ts';
import {
  deleteRegistration,
  eventById,
  headcounts,
  type InvestorEventRow,
  insertRegistration,
  lockEvent,
  markReminded,
  placeInLine,
  promoteFirstInLine,
  type RegistrationRow,
  registrationById,
  registrationsOfUser,
  unremindedSeats,
  upcomingEvents,
} from './events-repo.ts';

const UNSUBSCRIBE = 'event-unsubscribe';
const LIST_LIMIT = 50;

async function present(
  ctx: AppContext,
  user: UserRow | null,
  events: readonly InvestorEventRow[],
  language: Language,
): Promise<InvestorEventView[]> {
  const ids = events.map((e) => e.id);
  const [counts, mine] = await Promise.all([
    headcounts(ctx.db, ids),
    user ? registrationsOfUser(ctx.db, user.id, ids) : Promise.resolve([]),
  ]);
  const now = ctx.clock.now();
  return Promise.all(
    events.map(async (event) => {
      const count = counts.get(event.id) ?? { confirmed: 0, waiting: 0 };
      const own = mine.find((r) => r.eventId === event.id);
      return {
        id: event.id,
        title: textIn(event.title, language),
        description: textIn(event.description, language),
        location: textIn(event.location, language),
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
        capacity: event.capacity,
        seatsLeft: Math.max(0, event.capacity - count.confirmed),
        waiting: count.waiting,
        mine: own ? { state: own.state, placeInLine: await placeInLine(ctx.db, own) } : null,
        open: registrationOpen(event.startsAt, now),
      };
    }),
  );
}

export async function listEvents(ctx: AppContext, user: UserRow | null, language: Language) {
  const events = await upcomingEvents(ctx.db, ctx.clock.now(), LIST_LIMIT);
  return { events: await present(ctx, user, events, language) };
}

export async function eventDetails(
  ctx: AppContext,
  user: UserRow | null,
  eventId: string,
  language: Language,
): Promise<InvestorEventView> {
  const event = await eventById(ctx.db, eventId);
  if (!event) throw new AppError('NOT_FOUND', 'No such event.');
  const [view] = await present(ctx, user, [event], language);
  return view!;
}

/** The signed link that cancels a registration without logging in, valid until the event starts. */
async function unsubscribePath(
  ctx: AppContext,
  registration: RegistrationRow,
  event: InvestorEventRow,
  country: string,
): Promise<string> {
  const token = await signLink(ctx.db, UNSUBSCRIBE, registration.id, event.startsAt, ctx.clock.now());
  const path = build('event-unsubscribe', { eventId: event.id }, siteForCountry(country));
  return `${path}?token=${encodeURIComponent(token)}`;
}

/**
 * A seat while there is one, else a place in line, decided under the event's row lock so two
 * customers never take the last seat together. Signing up again answers the place already held.
 */
export async function register(
  ctx: AppContext,
  user: UserRow,
  eventId: string,
): Promise<EventRegistrationView> {
  const now = ctx.clock.now();
  const run = () =>
    ctx.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!event) throw new AppError('NOT_FOUND', 'No such event.');
      if (!registrationOpen(event.startsAt, now)) {
        throw new AppError('REGISTRATION_CLOSED', 'Registration closed when the event started.');
      }
      const [existing] = await registrationsOfUser(tx, user.id, [event.id]);
      if (existing) return { registration: existing, event };
      const count = (await headcounts(tx, [event.id])).get(event.id) ?? { confirmed: 0, waiting: 0 };
      const registration = await insertRegistration(tx, {
        eventId: event.id,
        userId: user.id,
        state: seatFor(event.capacity, count.confirmed),
        createdAt: now,
      });
      return { registration, event };
    });
  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await run();
  } catch (error) {
    // The same customer twice at once: the second finds the first's row.
    if (!isUniqueViolation(error, 'event_registrations_event_user_key')) throw error;
    result = await run();
  }
  return {
    state: result.registration.state,
    placeInLine: await placeInLine(ctx.db, result.registration),
    unsubscribePath: await unsubscribePath(ctx, result.registration, result.event, user.country),
  };
}

/** Cancels the registration a signed link names; its seat goes to the first in line. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  const check = await checkLink(ctx.db, UNSUBSCRIBE, token, now);
  if (!check.ok && check.reason === 'EXPIRED') {
    throw new AppError('LINK_EXPIRED', 'This link expired when the event started.');
  }
  if (!check.ok) throw new AppError('INVALID_LINK', 'This link is not valid.');
  await ctx.db.transaction(async (tx) => {
    const registration = await registrationById(tx, check.subject);
    // Already cancelled: the link did its work before, and doing it again changes nothing.
    if (!registration) return;
    await lockEvent(tx, registration.eventId);
    await deleteRegistration(tx, registration.id);
    if (registration.state === 'CONFIRMED') await promoteFirstInLine(tx, registration.eventId);
  });
}

const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The event as an iCalendar (RFC 5545) file, in the language asked for. */
export async function calendarFile(ctx: AppContext, eventId: string, language: Language): Promise<string> {
  const event = await eventById(ctx.db, eventId);
  if (!event) throw new AppError('NOT_FOUND', 'No such event.');
  const host = new URL(ctx.config.publicOrigin).host;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Havn//Investor events//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.id}@${host}`,
    `DTSTAMP:${icsTime(ctx.clock.now())}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(event.endsAt)}`,
    `SUMMARY:${icsText(textIn(event.title, language))}`,
    `DESCRIPTION:${icsText(textIn(event.description, language))}`,
    `LOCATION:${icsText(textIn(event.location, language))}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/**
 * The day-before reminders, as messages in each customer's inbox with the unsubscribe link; each goes
 * once, whichever process sends it (markReminded claims it first).
 */
export async function sendEventReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await unremindedSeats(ctx.db, now, new Date(now.getTime() + EVENT_REMINDER_LEAD_MS));
  let sent = 0;
  for (const { registration, event } of due) {
    // Outside the transaction: signing reads the key through the pool (PGlite has one connection).
    const country = (await countryOfUser(ctx.db, registration.userId)) ?? 'en';
    const link = await unsubscribePath(ctx, registration, event, country);
    const delivered = await ctx.db.transaction(async (tx) => {
      if (!(await markReminded(tx, registration.id, now))) return false;
      await insertMessage(tx, {
        userId: registration.userId,
        kind: 'EVENT_REMINDER',
        payload: {
          eventId: event.id,
          title: textIn(event.title, siteLanguage[siteForCountry(country)]),
          startsAt: event.startsAt.toISOString(),
          unsubscribePath: link,
        },
        createdAt: now,
      });
      return true;
    });
    if (delivered) sent += 1;
  }
  return sent;
}

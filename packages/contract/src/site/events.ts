import { EVENT_REGISTRATION_STATES } from '@havn/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

const isoTime = z.string().describe('ISO 8601, UTC');
const language = z.enum(['en', 'sv', 'nb', 'da', 'fi', 'de']).optional();

export const investorEventSchema = z.object({
  id: z.uuid(),
  /** In the language asked for (English where the event has no words in it). */
  title: z.string(),
  description: z.string(),
  location: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  waiting: z.number().int(),
  /** The caller's place: a seat, a place in line (1 = next), or none; null for a visitor. */
  mine: z
    .object({ state: z.enum(EVENT_REGISTRATION_STATES), placeInLine: z.number().int().nullable() })
    .nullable(),
  /** Whether registering and cancelling are still open (until the start). */
  open: z.boolean(),
});
export type InvestorEventView = z.infer<typeof investorEventSchema>;

const eventParams = z.object({ eventId: z.uuid() });

export const registrationSchema = z.object({
  state: z.enum(EVENT_REGISTRATION_STATES),
  placeInLine: z.number().int().nullable(),
  /**
   * The signed link that cancels this registration without logging in (for the reminder and the
   * confirmation): a path on this site.
   */
  unsubscribePath: z.string(),
});
export type EventRegistrationView = z.infer<typeof registrationSchema>;

export const eventsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/events',
    summary: 'Upcoming investor events, soonest first, in the language asked for, with seats left',
    tags: ['events'],
    auth: 'optional',
    query: z.object({ language }),
    success: { status: 200, body: z.object({ events: z.array(investorEventSchema) }) },
    errors: [],
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/events/:eventId',
    summary: 'One investor event',
    tags: ['events'],
    auth: 'optional',
    params: eventParams,
    query: z.object({ language }),
    success: { status: 200, body: investorEventSchema },
    errors: ['NOT_FOUND'],
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/events/:eventId/registrations',
    summary:
      'Sign up: a seat while there is one, else a place in line; signing up again answers the same place',
    tags: ['events'],
    auth: 'session',
    params: eventParams,
    success: { status: 201, body: registrationSchema },
    errors: ['NOT_FOUND', 'REGISTRATION_CLOSED'],
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/events/:eventId/calendar.ics',
    summary: 'The event as an iCalendar file (text/calendar) for any calendar app',
    tags: ['events'],
    auth: 'public',
    params: eventParams,
    query: z.object({ language }),
    success: { status: 200, body: z.string() },
    errors: ['NOT_FOUND'],
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/events/unsubscribe',
    summary:
      'Cancel a registration from its signed link, without logging in; the first in line takes the seat',
    tags: ['events'],
    auth: 'public',
    body: z.strictObject({ token: z.string().min(1).max(400) }),
    success: { status: 204, body: z.null() },
    errors: ['INVALID_LINK', 'LINK_EXPIRED'],
  }),
};

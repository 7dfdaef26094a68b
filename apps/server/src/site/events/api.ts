import { api } from '@havn/contract';
import { LANGUAGES, type Language } from '@havn/domain';
import { route } from '../../platform/route.ts';
import { calendarFile, eventDetails, listEvents, register, unsubscribe } from './event-service.ts';

const languageOf = (asked: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : 'en';

export const eventRoutes = [
  route(api.site.events.list, ({ ctx, user, query }) => listEvents(ctx, user, languageOf(query.language))),
  route(api.site.events.details, ({ ctx, user, params, query }) =>
    eventDetails(ctx, user, params.eventId, languageOf(query.language)),
  ),
  route(api.site.events.register, ({ ctx, user, params }) => register(ctx, user!, params.eventId)),
  route(api.site.events.calendar, async ({ ctx, params, query, reply }) => {
    const ics = await calendarFile(ctx, params.eventId, languageOf(query.language));
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="havn-event-${params.eventId}.ics"`)
      .send(ics);
    return undefined;
  }),
  route(api.site.events.unsubscribe, async ({ ctx, body }) => {
    await unsubscribe(ctx, body.token);
    return undefined;
  }),
];

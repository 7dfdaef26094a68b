import { api } from '@havn/contract';
import { type Customer, customer, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { sendEventReminders } from './event-service.ts';
import { type InvestorEventRow, insertEvent } from './events-repo.ts';

const clock = new ManualClock('2026-11-24T10:00:00Z');
let server: TestServer;
let meeting: InvestorEventRow;
let people: Customer[];

beforeAll(async () => {
  server = await startTestServer({ clock });
  meeting = await insertEvent(server.ctx.db, {
    title: { en: 'Meet the CFO', sv: 'Möt finanschefen' },
    description: { en: 'Orders, margins; the outlook.' },
    location: { en: 'Havn, Stockholm' },
    startsAt: new Date('2026-11-26T16:00:00Z'),
    endsAt: new Date('2026-11-26T17:30:00Z'),
    capacity: 2,
    createdAt: clock.now(),
  });
  people = [
    await customer(server, 'Astrid Event'),
    await customer(server, 'Bo Event'),
    await customer(server, 'Cecilia Event'),
  ];
});
afterAll(async () => {
  await server.close();
});

const registerAs = (who: Customer) =>
  who.client.call(api.site.events.register, { params: { eventId: meeting.id } });
const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

describe('investor events', () => {
  it('lists upcoming events in the language asked for, English where it has no words', async () => {
    const list = await server.client().callOk(api.site.events.list, { query: { language: 'sv' } });
    const shown = list.events.find((e) => e.id === meeting.id)!;
    expect(shown).toMatchObject({
      title: 'Möt finanschefen',
      description: 'Orders, margins; the outlook.',
      seatsLeft: 2,
      mine: null,
      open: true,
    });
  });

  it('gives seats while there are some, then places in line; signing up twice keeps the place', async () => {
    const [a, b, c] = people as [Customer, Customer, Customer];
    expect((await registerAs(a)).data()).toMatchObject({ state: 'CONFIRMED', placeInLine: null });
    expect((await registerAs(b)).data()).toMatchObject({ state: 'CONFIRMED' });
    const third = await registerAs(c);
    expect(third.statusCode).toBe(201);
    expect(third.data()).toMatchObject({ state: 'WAITLISTED', placeInLine: 1 });
    expect((await registerAs(c)).data()).toMatchObject({ state: 'WAITLISTED', placeInLine: 1 });
    const seen = await c.client.callOk(api.site.events.details, { params: { eventId: meeting.id } });
    expect(seen).toMatchObject({ seatsLeft: 0, waiting: 1, mine: { state: 'WAITLISTED', placeInLine: 1 } });
  });

  it('cancels from the signed link without a login, and the first in line takes the seat', async () => {
    const [a, , c] = people as [Customer, Customer, Customer];
    const mine = (await registerAs(a)).data();
    const visitor = server.client();
    const done = await visitor.call(api.site.events.unsubscribe, {
      body: { token: tokenOf(mine.unsubscribePath) },
    });
    expect(done.statusCode).toBe(204);
    // The same link again changes nothing.
    expect(
      (await visitor.call(api.site.events.unsubscribe, { body: { token: tokenOf(mine.unsubscribePath) } }))
        .statusCode,
    ).toBe(204);
    const now = await c.client.callOk(api.site.events.details, { params: { eventId: meeting.id } });
    expect(now.mine).toEqual({ state: 'CONFIRMED', placeInLine: null });
  });

  it('refuses a forged or altered link, and an expired one', async () => {
    const [, b] = people as [Customer, Customer];
    const token = tokenOf((await registerAs(b)).data().unsubscribePath);
    const [subject, expiry, signature] = token.split('.') as [string, string, string];
    const visitor = server.client();
    for (const forged of [
      `${subject}.${expiry}.${'A'.repeat(signature.length)}`,
      `${subject}.${Number(expiry) + 86_400}.${signature}`,
      `${people[2]!.userId}.${expiry}.${signature}`,
      'nonsense',
    ]) {
      const refused = await visitor.call(api.site.events.unsubscribe, { body: { token: forged } });
      expect(refused.statusCode, forged).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INVALID_LINK' });
    }
    clock.set('2026-11-26T16:00:00Z');
    const late = await visitor.call(api.site.events.unsubscribe, { body: { token } });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    await people[0]!.login();
    expect((await registerAs(people[0]!)).json()).toMatchObject({ code: 'REGISTRATION_CLOSED' });
    clock.set('2026-11-24T10:00:00Z');
  });

  it('serves the event as an iCalendar file', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/events/${meeting.id}/calendar.ics?language=sv`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toContain('DTSTART:20261126T160000Z');
    expect(response.body).toContain('SUMMARY:Möt finanschefen');
    expect(response.body).toContain('DESCRIPTION:Orders\\, margins\\; the outlook.');
  });

  it('reminds each seat holder once, a day before, with a link to cancel', async () => {
    clock.set('2026-11-25T17:00:00Z');
    await people[1]!.login();
    const first = await sendEventReminders(server.ctx);
    expect(first).toBe(2);
    expect(await sendEventReminders(server.ctx)).toBe(0);
    const b = people[1]!;
    const inbox = await b.client.callOk(api.watchlistsAndAlerts.myMessages);
    const reminder = inbox.messages.find((m) => m.kind === 'EVENT_REMINDER')!;
    expect(reminder.payload).toMatchObject({ eventId: meeting.id, title: 'Möt finanschefen' });
    expect(String(reminder.payload.unsubscribePath)).toMatch(/\?token=/);
  });
});

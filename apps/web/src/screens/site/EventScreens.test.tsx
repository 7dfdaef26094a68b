import { api, type InvestorEventView, type SessionUser } from '@havn/contract/web';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import EventDetailsScreen from './EventDetailsScreen.tsx';
import EventsScreen from './EventsScreen.tsx';
import EventUnsubscribeScreen from './EventUnsubscribeScreen.tsx';

const EVENT_ID = '3f0c2a8e-0000-4000-8000-0000000000e1';
const MEETING: InvestorEventView = {
  id: EVENT_ID,
  title: 'Meet the CFO',
  description: 'Orders, margins and the outlook.',
  location: 'Havn, Stockholm',
  startsAt: '2026-12-04T16:00:00.000Z',
  endsAt: '2026-12-04T17:30:00.000Z',
  capacity: 40,
  seatsLeft: 0,
  waiting: 3,
  mine: null,
  open: true,
};
const ASTRID: SessionUser = {
  id: 'u-1',
  username: 'astrid',
  name: 'Astrid Lindqvist',
  email: null,
  country: 'se',
  communityProfile: null,
  role: 'customer',
  customerStatus: 'CUSTOMER',
  kycRefreshDue: false,
};

describe('the investor event pages', () => {
  it('lists the events with their seats', async () => {
    stubApi().on(api.site.events.list, { events: [MEETING] });
    await renderWithApp(<EventsScreen page={pageFor('/en/events')} />, { path: '/en/events' });
    expect(await screen.findByRole('link', { name: 'Meet the CFO' })).toBeTruthy();
    expect(screen.getByText(/Fully booked/)).toBeTruthy();
    expect(screen.getByText(/3 on the waiting list/)).toBeTruthy();
  });

  it('puts a customer on the waiting list of a full event and offers the way out', async () => {
    const stub = stubApi()
      .on(api.site.events.details, MEETING)
      .on(api.site.events.register, {
        state: 'WAITLISTED',
        placeInLine: 4,
        unsubscribePath: `/en/events/${EVENT_ID}/unsubscribe?token=abc`,
      });
    const path = `/en/events/${EVENT_ID}`;
    await renderWithApp(<EventDetailsScreen page={pageFor(path)} />, { path, session: ASTRID });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText(/You are number 4 on the waiting list/)).toBeTruthy();
    expect(stub.calls(api.site.events.register)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Cancel my registration' }).getAttribute('href')).toContain(
      'token=abc',
    );
  });

  it('asks a visitor to log in to sign up, and back to this event', async () => {
    stubApi().on(api.site.events.details, { ...MEETING, seatsLeft: 5 });
    const path = `/en/events/${EVENT_ID}`;
    await renderWithApp(<EventDetailsScreen page={pageFor(path)} />, { path, session: null });
    const login = await screen.findByRole('link', { name: 'Log in to sign up' });
    expect(new URL(login.getAttribute('href')!, 'http://x').searchParams.get('redirect_to')).toBe(path);
  });

  it('cancels only when the customer confirms, and says when the link has expired', async () => {
    const stub = stubApi().on(api.site.events.unsubscribe, apiError('LINK_EXPIRED'));
    const path = `/en/events/${EVENT_ID}/unsubscribe?token=abc.123.sig`;
    await renderWithApp(<EventUnsubscribeScreen page={pageFor(`/en/events/${EVENT_ID}/unsubscribe`)} />, {
      path,
    });
    expect(stub.calls(api.site.events.unsubscribe)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel my registration' }));
    expect(await screen.findByText(/This link has expired/)).toBeTruthy();
    expect(stub.calls(api.site.events.unsubscribe)[0]?.body).toEqual({ token: 'abc.123.sig' });
  });
});

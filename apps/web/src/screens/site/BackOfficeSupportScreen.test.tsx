import { api, type SessionUser, type SupportThreadSummary } from '@havn/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import BackOfficeSupportScreen from './BackOfficeSupportScreen.tsx';

const SIRI: SessionUser = {
  id: '0b6e6900-0000-4000-8000-0000000000aa',
  username: 'siri',
  name: 'Siri',
  email: null,
  country: 'se',
  communityProfile: null,
  role: 'support',
  customerStatus: 'CUSTOMER',
  kycRefreshDue: false,
};
const WAITING: SupportThreadSummary = {
  id: '0b6e6900-0000-4000-8000-0000000000bb',
  category: 'TAX',
  subject: 'My ISK tax',
  state: 'OPEN',
  customer: 'Astrid Lindqvist',
  createdAt: '2026-11-24T10:00:00Z',
  lastMessageAt: '2026-11-24T10:00:00Z',
  unread: 2,
};

describe('BackOfficeSupportScreen', () => {
  it('tells a customer the page is for support staff, without asking for the inbox', async () => {
    const stub = stubApi().on(api.site.support.unread, { unread: 0, inboxUnread: null });
    await renderWithApp(<BackOfficeSupportScreen page={pageFor('/en/back-office/support')} />, {
      path: '/en/back-office/support',
    });
    expect(await screen.findByText('This page is for Havn’s support staff.')).toBeTruthy();
    expect(stub.calls(api.site.support.inbox)).toHaveLength(0);
  });

  it('lists the waiting threads for support staff with their unread messages', async () => {
    stubApi()
      .on(api.identity.session, SIRI)
      .on(api.site.support.unread, { unread: 0, inboxUnread: 1 })
      .on(api.site.support.inbox, { threads: [WAITING] })
      .on(api.platform.events, () => new Promise<never>(() => {}));
    await renderWithApp(<BackOfficeSupportScreen page={pageFor('/en/back-office/support')} />, {
      path: '/en/back-office/support',
    });
    expect(await screen.findByRole('link', { name: 'My ISK tax' })).toBeTruthy();
    expect(screen.getByText('2 unread')).toBeTruthy();
    expect(screen.getByText('1 thread with unread messages')).toBeTruthy();
  });
});

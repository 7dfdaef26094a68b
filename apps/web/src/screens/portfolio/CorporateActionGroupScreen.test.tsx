import { api } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AF,
  ERICSSON_ANSWERED,
  ERICSSON_OFFER,
  ISK,
  NOW,
} from '../../features/portfolio/corporate-actions/fixtures.ts';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import CorporateActionsScreen from './CorporateActionsScreen.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A third account, without Ericsson: the offer does not concern it. */
const KF = { ...AF, accid: '9', accountNumber: '9001-9', accountType: 'KF' as const };

async function open(path: string) {
  return renderWithApp(<CorporateActionsScreen page={pageFor(path)} />, { path });
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

describe('a corporate action over all the customer’s accounts', () => {
  it('states the event once, then each account it concerns with its shares, answer and way to answer', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK, AF, KF])
      .on(api.portfolio.corporateActionGroup, { params: { eventId: '13' } }, [
        { accid: '7', event: ERICSSON_OFFER },
        { accid: '8', event: ERICSSON_ANSWERED },
      ]);
    await open('/en/corporate-actions/group/13');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tender offer: Ericsson B in your accounts' }),
    ).toBeTruthy();

    const event = screen.getByRole('region', { name: 'The event' });
    expect(within(event).getByRole('link', { name: 'Ericsson B' }).getAttribute('href')).toBe(
      '/en/market/instruments/1005-ericsson-b',
    );
    expect(text(event)).toContain('Record date4 Dec 2026');
    expect(text(event)).toContain('Price per shareSEK 95.00');
    expect(text(event)).toContain('Answer by');
    // The shares are each account's, not the event's.
    expect(text(event)).not.toContain('Shares');

    const accounts = screen.getByRole('region', { name: 'In your 2 accounts' });
    const [isk, af] = within(accounts).getAllByTestId('corporate-action-account') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(accounts).getAllByTestId('corporate-action-account')).toHaveLength(2);
    expect(within(isk).getByRole('heading', { level: 3 }).textContent).toContain(
      'Investment savings account (ISK) 9001-7',
    );
    expect(text(isk)).toContain('Open for answers');
    expect(text(isk)).toContain('Shares40 shares');
    expect(
      within(isk)
        .getByRole('link', { name: 'Answer Investment savings account (ISK) 9001-7' })
        .getAttribute('href'),
    ).toBe('/en/corporate-actions/event/13/7/edit');

    expect(text(af)).toContain('Answered');
    expect(text(af)).toContain('Your answer');
    expect(text(af)).toContain('Expected amountSEK 2,850.00');
    expect(
      within(af)
        .getByRole('link', { name: 'Change answer Securities account (AF) 9001-8' })
        .getAttribute('href'),
    ).toBe('/en/corporate-actions/event/13/8/edit');
    expect(
      within(af).getByRole('link', { name: 'Details Securities account (AF) 9001-8' }).getAttribute('href'),
    ).toBe('/en/corporate-actions/event/13/8');
    // The account without Ericsson is not there; one call found the event in all accounts.
    expect(text(accounts)).not.toContain('9001-9');
    expect(stub.calls(api.portfolio.corporateActionGroup)).toHaveLength(1);
    expect(stub.calls(api.portfolio.corporateActions)).toHaveLength(0);
  });

  it('shows an event that is over with its details only', async () => {
    const closed = { ...ERICSSON_ANSWERED, state: 'BOOKED' as const, bookedAt: '2026-11-20T10:00:00.000Z' };
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateActionGroup, [{ accid: '7', event: closed }]);
    await open('/en/corporate-actions/group/13');
    const accounts = await screen.findByRole('region', { name: 'In your account' });
    // Closed: nothing to answer, the details only.
    expect(within(accounts).queryByRole('link', { name: /^(Answer|Change answer)/ })).toBeNull();
    expect(within(accounts).getByRole('link', { name: /^Details/ })).toBeTruthy();
  });

  it('says so when the event concerns none of the accounts, and links back to the list', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [ISK, AF]).on(api.portfolio.corporateActionGroup, []);
    await open('/en/corporate-actions/group/404');
    expect(await screen.findByText(/None of your accounts takes part in this corporate action/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate action in your accounts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See current corporate actions' }).getAttribute('href')).toBe(
      '/en/corporate-actions',
    );
  });

  it('says what went wrong when the event cannot be read', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateActionGroup, apiError('INTERNAL'));
    await open('/en/corporate-actions/group/13');
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});

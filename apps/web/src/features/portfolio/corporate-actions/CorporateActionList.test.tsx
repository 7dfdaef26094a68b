import { api, type CorporateActionView } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { CorporateActionList } from './CorporateActionList.tsx';
import {
  AF,
  APPLE_DIVIDEND,
  ERICSSON_ANSWERED,
  ERICSSON_OFFER,
  ISK,
  NOW,
  SAAB_LAPSED,
  VOLVO_DIVIDEND,
  VOLVO_PAID,
} from './fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const cards = () => screen.getAllByTestId('corporate-action');
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

describe('the corporate actions list', () => {
  it('shows every account’s events soonest first, each with its kind, state, dates and money', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK, AF])
      .on(api.portfolio.corporateActions, { params: { accid: '7' }, query: { status: 'OPEN' } }, [
        VOLVO_DIVIDEND,
        ERICSSON_OFFER,
      ])
      .on(api.portfolio.corporateActions, { params: { accid: '8' }, query: { status: 'OPEN' } }, [
        APPLE_DIVIDEND,
      ]);
    await renderWithApp(<CorporateActionList site="en" status="OPEN" />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [apple, volvo, ericsson] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    // Soonest payment first, whichever account it is in.
    expect(within(apple).getByRole('link', { name: 'Apple' }).getAttribute('href')).toBe(
      '/en/market/instruments/2001-apple',
    );
    expect(text(apple)).toContain('Dividend');
    expect(text(apple)).toContain('Being paid');
    expect(text(apple)).toContain('Dividend per shareUS$0.26');
    // Paid in dollars into a krona account: what it brings is told in kronor, at today's rate.
    expect(text(apple)).toContain("Expected amount (at today's rate)SEK 24.83");
    expect(text(apple)).toContain('AccountSecurities account (AF) 9001-8');

    expect(text(volvo)).toContain('Announced');
    expect(text(volvo)).toContain('Ex-date2 Dec 2026');
    expect(text(volvo)).toContain('Record date3 Dec 2026');
    expect(text(volvo)).toContain('Payment date8 Dec 2026');
    expect(text(volvo)).toContain('Shares100 shares');
    expect(text(volvo)).toContain('Dividend per shareSEK 7.50');
    expect(text(volvo)).toContain('Expected amountSEK 750.00');
    expect(text(volvo)).not.toContain('Answer by');
    // A dividend takes no answer: its details only.
    expect(within(volvo).queryByRole('link', { name: /^Answer/ })).toBeNull();
    expect(within(volvo).getByRole('link', { name: 'Details Volvo B' }).getAttribute('href')).toBe(
      '/en/corporate-actions/event/11/7',
    );

    expect(text(ericsson)).toContain('Tender offer');
    expect(text(ericsson)).toContain('Open for answers');
    expect(text(ericsson)).toContain('Price per shareSEK 95.00');
    expect(text(ericsson)).toContain('Answer by');
    expect(text(ericsson)).not.toContain('Expected amount');
    expect(within(ericsson).getByRole('link', { name: 'Answer Ericsson B' }).getAttribute('href')).toBe(
      '/en/corporate-actions/event/13/7/edit',
    );
  });

  it('offers to change or withdraw an answer given, and says what it was', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateActions, [ERICSSON_ANSWERED]);
    await renderWithApp(<CorporateActionList site="en" status="OPEN" />);
    const [card] = await screen.findAllByTestId('corporate-action');
    expect(text(card!)).toContain('Answered');
    expect(text(card!)).toContain('You accepted with 30 shares');
    expect(text(card!)).toContain('Expected amountSEK 2,850.00');
    // One account: the card does not name it.
    expect(text(card!)).not.toContain('Account');
    expect(within(card!).queryByRole('link', { name: 'Answer Ericsson B' })).toBeNull();
    expect(within(card!).getByRole('link', { name: 'Change answer Ericsson B' }).getAttribute('href')).toBe(
      '/en/corporate-actions/event/13/7/edit',
    );
    expect(within(card!).getByRole('link', { name: 'Withdraw answer Ericsson B' }).getAttribute('href')).toBe(
      '/en/corporate-actions/event/13/7/delete',
    );
  });

  it('offers no answer once the deadline has passed', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateActions, [ERICSSON_ANSWERED]);
    vi.setSystemTime('2026-12-01T16:00:00Z');
    await renderWithApp(<CorporateActionList site="en" status="OPEN" />);
    const [card] = await screen.findAllByTestId('corporate-action');
    expect(
      within(card!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ericsson B', 'Details']);
  });

  it('narrows to the account chosen above the list', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK, AF])
      .on(api.portfolio.corporateActions, { params: { accid: '7' } }, [VOLVO_DIVIDEND])
      .on(api.portfolio.corporateActions, { params: { accid: '8' } }, [APPLE_DIVIDEND]);
    await renderWithApp(<CorporateActionList site="en" status="OPEN" />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const picker = screen.getByRole('combobox', { name: 'Account' });
    expect((picker as HTMLSelectElement).value).toBe('all');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All accounts', 'Investment savings account (ISK) 9001-7', 'Securities account (AF) 9001-8']);
    await userEvent.selectOptions(picker, '8');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByRole('link', { name: 'Apple' })).toBeTruthy();
    expect(stub.calls(api.portfolio.corporateActions).every((c) => c.query.status === 'OPEN')).toBe(true);
  });

  it('explains what corporate actions are when there are none', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [ISK]).on(api.portfolio.corporateActions, []);
    await renderWithApp(<CorporateActionList site="en" status="OPEN" />);
    expect(await screen.findByText('Nothing is happening to your holdings right now.')).toBeTruthy();
    expect(
      screen.getByText(/dividends, share splits, rights issues and offers to buy your shares/),
    ).toBeTruthy();
    // One account: no choice to make.
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('waits for the events, and says why they could not be read', async () => {
    const events = deferred<CorporateActionView[]>();
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .once(api.portfolio.corporateActions, () => events.promise)
      .on(api.portfolio.corporateActions, apiError('NOT_FOUND'));
    const { client } = await renderWithApp(<CorporateActionList site="en" status="OPEN" />);
    expect(await screen.findByText('Loading…')).toBeTruthy();
    events.resolve([VOLVO_DIVIDEND]);
    await screen.findByTestId('corporate-action');
    await client.refetchQueries();
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find what you asked for.');
  });

  it('lists the history newest first: a dividend with what was paid and when, an offer that lapsed', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateActions, { query: { status: 'HISTORY' } }, [SAAB_LAPSED, VOLVO_PAID]);
    await renderWithApp(<CorporateActionList site="en" status="HISTORY" />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [paid, lapsed] = cards() as [HTMLElement, HTMLElement];
    expect(text(paid)).toContain('Volvo B');
    expect(text(paid)).toContain('Paid');
    expect(text(paid)).toContain('Amount paidSEK 750.00');
    expect(text(paid)).toContain('Paid on6 May 2026');
    expect(text(lapsed)).toContain('Saab B');
    expect(text(lapsed)).toContain('Lapsed');
    expect(within(lapsed).queryByRole('link', { name: /Answer/ })).toBeNull();
  });

  it('says so when nothing has been booked yet', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [ISK]).on(api.portfolio.corporateActions, []);
    await renderWithApp(<CorporateActionList site="en" status="HISTORY" />);
    expect(
      await screen.findByText('No corporate actions have been booked in your accounts yet.'),
    ).toBeTruthy();
  });

  it('links an event that concerns several accounts to its page over all of them, even with one chosen', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK, AF])
      .on(api.portfolio.corporateActions, { params: { accid: '7' }, query: { status: 'OPEN' } }, [
        VOLVO_DIVIDEND,
        ERICSSON_OFFER,
      ])
      .on(api.portfolio.corporateActions, { params: { accid: '8' }, query: { status: 'OPEN' } }, [
        ERICSSON_ANSWERED,
      ]);
    await renderWithApp(<CorporateActionList site="en" status="OPEN" />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const groupLinks = screen.getAllByRole('link', { name: 'See all 2 accounts Ericsson B' });
    expect(groupLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/en/corporate-actions/group/13',
      '/en/corporate-actions/group/13',
    ]);
    // The dividend is in one account only: no group to see.
    expect(screen.queryByRole('link', { name: /See all .* Volvo B/ })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Account'), '8');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'See all 2 accounts Ericsson B' })).toBeTruthy();
  });
});

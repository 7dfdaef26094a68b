import { api } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERICSSON_ANSWERED,
  ERICSSON_OFFER,
  ISK,
  NOW,
  VOLVO_DIVIDEND,
  VOLVO_PAID,
} from '../../features/portfolio/corporate-actions/fixtures.ts';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import CorporateActionEventScreen from './CorporateActionEventScreen.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const EVENT = '/en/corporate-actions/event/13/7';

async function open(path: string) {
  return renderWithApp(<CorporateActionEventScreen page={pageFor(path)} />, { path });
}

const focused = () => document.activeElement as HTMLElement | null;

describe('a corporate action’s page', () => {
  it('summarises a dividend: no answer needed, when it is paid, and that the issuer’s terms govern', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateAction, { params: { accid: '7', eventId: '11' } }, VOLVO_DIVIDEND);
    await open('/en/corporate-actions/event/11/7');
    await screen.findByRole('heading', { level: 1, name: 'Dividend: Volvo B' });
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Announced')).toBeTruthy();
    expect(summary.textContent).toContain('AccountInvestment savings account (ISK) 9001-7');
    expect(summary.textContent).toContain(
      'No answer is needed. You receive the dividend on the shares you hold before the ex-date, 2 Dec 2026, and it is paid into your account on 8 Dec 2026.',
    );
    expect(summary.textContent).toContain("The issuer's prospectus and the terms of the event govern");
    expect(screen.queryByRole('link', { name: 'Answer' })).toBeNull();
  });

  it('says when a dividend was paid', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [ISK]).on(api.portfolio.corporateAction, VOLVO_PAID);
    await open('/en/corporate-actions/event/4/7');
    expect(await screen.findByText('The dividend was paid into your account on 6 May 2026.')).toBeTruthy();
  });

  it('answers nothing on a dividend’s edit page', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateAction, VOLVO_DIVIDEND);
    await open('/en/corporate-actions/event/11/7/edit');
    expect(await screen.findByText(/This event takes no answer./)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(stub.calls(api.portfolio.answerCorporateAction)).toEqual([]);
  });

  it('says so when the event is not the account’s', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateAction, apiError('NOT_FOUND'));
    await open(EVENT);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find what you asked for.');
    expect(screen.getByRole('link', { name: 'See current corporate actions' }).getAttribute('href')).toBe(
      '/en/corporate-actions',
    );
  });
});

describe('answering a tender offer', () => {
  it('checks the units, shows what will happen, then sends the answer and says it is registered', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateAction, ERICSSON_OFFER)
      .on(api.portfolio.answerCorporateAction, ERICSSON_ANSWERED);
    const user = userEvent.setup();
    await open(`${EVENT}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Tender offer: Ericsson B' });
    const form = screen.getByRole('region', { name: 'Your answer' });
    // The event says how many shares may be offered: its 40 free ones.
    const units = await within(form).findByRole('textbox', { name: 'Number of shares' });
    // One option, chosen already.
    expect(
      (
        within(form).getByRole('radio', {
          name: /^Accept the offer: sell shares at SEK\s95\.00 each$/,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(units.getAttribute('aria-describedby')).toBeTruthy();
    expect(form.textContent).toContain(
      'Whole shares, from 1 to 40: the shares you hold, less any held back by an open order.',
    );

    // More than held, then not a whole number: said under the field, focus on it, nothing sent.
    await user.type(units, '41');
    await user.click(within(form).getByRole('button', { name: 'Review answer' }));
    expect(await within(form).findByText(/^You can offer at most 40 shares/)).toBeTruthy();
    expect(focused()).toBe(units);
    expect(units.getAttribute('aria-invalid')).toBe('true');
    await user.clear(units);
    await user.type(units, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Review answer' }));
    expect(await within(form).findByText('Enter a whole number of shares, from 1 to 40.')).toBeTruthy();
    expect(stub.calls(api.portfolio.answerCorporateAction)).toEqual([]);

    await user.clear(units);
    await user.type(units, '30');
    await user.click(within(form).getByRole('button', { name: 'Review answer' }));
    const review = await within(form).findByRole('region', { name: 'Check your answer' });
    await waitFor(() => expect(focused()?.textContent).toBe('Check your answer'));
    const said = review.textContent?.replace(/\s/g, ' ') ?? '';
    expect(said).toContain('You accept the offer for Ericsson B with 30 shares at SEK 95.00 each.');
    expect(said).toContain('Amount at the offer priceSEK 2,850.00');
    expect(said).toContain('AccountInvestment savings account (ISK) 9001-7');
    expect(said).toContain('The shares are held back from selling until the offer completes.');
    await user.click(within(review).getByRole('button', { name: 'Confirm answer' }));

    const done = await screen.findByText(/Your answer is registered: you accept with 30 shares./);
    await waitFor(() => expect(focused()).toBe(done.closest('.alert')));
    const [call] = stub.calls(api.portfolio.answerCorporateAction);
    expect(call?.params).toEqual({ accid: '7', eventId: '13' });
    expect(call?.body).toEqual({ option: 'ACCEPT', volume: 30 });
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe(EVENT);
  });

  it('starts a change from the answer given, and goes back to the field when the server refuses the units', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      // 30 held back by the answer, 5 more by a sell order placed meanwhile: 35 may be answered.
      .on(api.portfolio.corporateAction, { ...ERICSSON_ANSWERED, unitsFree: 5 })
      .on(api.portfolio.answerCorporateAction, apiError('INSUFFICIENT_HOLDINGS'));
    const user = userEvent.setup();
    await open(`${EVENT}/edit`);
    const form = await screen.findByRole('region', { name: 'Change your answer' });
    const units = (await within(form).findByRole('textbox', {
      name: 'Number of shares',
    })) as HTMLInputElement;
    expect(units.value).toBe('30');
    await user.clear(units);
    await user.type(units, '35');
    await user.click(within(form).getByRole('button', { name: 'Review answer' }));
    await user.click(await within(form).findByRole('button', { name: 'Confirm answer' }));
    expect(form.textContent).toContain('from 1 to 35:');
    // Another sell order meanwhile took what was left: the field says so, with focus.
    expect(await within(form).findByText(/^You can offer at most 35 shares/)).toBeTruthy();
    await waitFor(() =>
      expect(focused()).toBe(within(form).getByRole('textbox', { name: 'Number of shares' })),
    );
  });

  it('says why the server refused past the deadline, focus on the reason', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateAction, ERICSSON_OFFER)
      .on(api.portfolio.answerCorporateAction, apiError('DEADLINE_PASSED'));
    const user = userEvent.setup();
    await open(`${EVENT}/edit`);
    const form = await screen.findByRole('region', { name: 'Your answer' });
    await user.type(await within(form).findByRole('textbox', { name: 'Number of shares' }), '10');
    await user.click(within(form).getByRole('button', { name: 'Review answer' }));
    await user.click(await within(form).findByRole('button', { name: 'Confirm answer' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('The deadline for answering has passed.');
    await waitFor(() => expect(focused()).toBe(alert));
  });

  it('takes no answer once the deadline has passed', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [ISK]).on(api.portfolio.corporateAction, ERICSSON_OFFER);
    vi.setSystemTime('2026-12-01T16:00:00Z');
    await open(`${EVENT}/edit`);
    expect(await screen.findByText(/^Answers were taken until /)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('withdrawing an answer', () => {
  it('asks first, then withdraws and says the shares are free again', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateAction, ERICSSON_ANSWERED)
      .on(api.portfolio.withdrawCorporateActionAnswer, null);
    const user = userEvent.setup();
    await open(`${EVENT}/delete`);
    const section = await screen.findByRole('region', { name: 'Withdraw your answer' });
    expect(section.textContent).toContain(
      'You have accepted with 30 shares. If you withdraw, they are free again',
    );
    stub.on(api.portfolio.corporateAction, ERICSSON_OFFER);
    await user.click(within(section).getByRole('button', { name: 'Yes, withdraw my answer' }));
    const done = await screen.findByText(/Your answer is withdrawn and the shares are free again./);
    await waitFor(() => expect(focused()).toBe(done.closest('.alert')));
    expect(stub.calls(api.portfolio.withdrawCorporateActionAnswer).map((c) => c.params)).toEqual([
      { accid: '7', eventId: '13' },
    ]);
    // The page reads the event again: no answer any more.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Summary' }).textContent).not.toContain('Your answer'),
    );
  });

  it('has nothing to withdraw before an answer', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [ISK]).on(api.portfolio.corporateAction, ERICSSON_OFFER);
    await open(`${EVENT}/delete`);
    expect(
      await screen.findByText('You have not answered this event, so there is nothing to withdraw.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the answer and, once answered, its change and withdrawal on the summary', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.portfolio.corporateAction, ERICSSON_ANSWERED);
    await open(EVENT);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Your answerYou accepted with 30 shares');
    expect(summary.textContent).toContain('You have accepted with 30 shares. They are held back');
    expect(screen.getByRole('link', { name: 'Change answer' }).getAttribute('href')).toBe(`${EVENT}/edit`);
    expect(screen.getByRole('link', { name: 'Withdraw answer' }).getAttribute('href')).toBe(
      `${EVENT}/delete`,
    );
  });
});

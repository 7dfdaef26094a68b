import { api } from '@havn/contract';
import { localDateOf } from '@havn/domain/broker/bank-days';
import { addDays } from '@havn/domain/broker/index';
import { build } from '@havn/routes';
import { ManualClock } from '@havn/server/clock';
import { runCorporateActions } from '@havn/server/portfolio/corporate-actions/corporate-action-flow';
import {
  depositCash,
  type InstrumentFacts,
  instrumentBySymbol,
  placeOrder,
  registerCustomer,
  type ScriptedMarket,
  scriptMarket,
  type TestClient,
} from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, hydrated, newPage, startE2E } from './harness.ts';
import { checkScreen, hasFocus } from './screens.ts';

/*
 * A customer holding two shares meets their corporate actions: Volvo B's dividend, announced, paid
 * once the job has run past its payment date and then in the history and the transactions; and a
 * tender offer for Assa Abloy B, answered, changed and withdrawn before its deadline, so it lapses.
 * The server runs on a clock the journey moves; the market is scripted, so only these two events
 * exist and the sums are exact.
 */

const DAY = 86_400_000;
const clock = new ManualClock(new Date());
let e2e: E2E;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let assa: InstrumentFacts;
let client: TestClient;
let accid: string;

const hedda = {
  username: 'heddautdelning',
  password: 'a long enough password',
  country: 'se',
  name: 'Hedda Holm',
};

// The events' days in Stockholm, from today's: the dividend's ex-date a week ahead, the offer's
// deadline three days ahead.
const today = localDateOf('Europe/Stockholm', clock.now());
const dividend = { exDate: addDays(today, 7), recordDate: addDays(today, 8), payDate: addDays(today, 10) };
const offerDeadline = new Date(clock.now().getTime() + 3 * DAY);

beforeAll(async () => {
  e2e = await startE2E({ clock });
  const scripted = scriptMarket(clock, e2e.server.ctx.marketData);
  e2e.server.ctx.marketData = scripted;
  market = scripted;
  volvo = await instrumentBySymbol(e2e.server, 'VOLV B');
  assa = await instrumentBySymbol(e2e.server, 'ASSA B');
  market.set(volvo.id, { last: '250.00', currency: 'SEK' });
  market.set(assa.id, { last: '300.00', currency: 'SEK' });

  client = e2e.server.client();
  await registerCustomer(e2e.server, hedda, client);
  const [isk] = await client.callOk(api.accountsAndMoney.listAccounts);
  accid = isk!.accid;
  expect((await depositCash(client, accid, '100000.00', 'SEK')).statusCode).toBe(201);
  for (const [instrument, volume] of [
    [volvo, 100],
    [assa, 40],
  ] as const) {
    const placed = await placeOrder(client, accid, {
      instrumentId: instrument.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume,
    });
    expect(placed.statusCode, placed.body).toBe(201);
  }
  // The job runner fills the market orders: both holdings, before anything is announced.
  for (let waited = 0; ; waited += 100) {
    const held = await client.callOk(api.portfolio.positions, { params: { accid } });
    if (held.length === 2) break;
    if (waited > 20_000) throw new Error('seed: the orders were not filled');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const announcedAt = new Date(clock.now().getTime() - 60 * 60_000);
  market.announce({
    eventId: 'E2E-DIV-VOLVB',
    type: 'DIVIDEND',
    instrumentId: volvo.id,
    announcedAt,
    ...dividend,
    deadline: null,
    cashPerShare: { amountPerShare: '7.50', currency: 'SEK' },
  });
  market.announce({
    eventId: 'E2E-TENDER-ASSAB',
    type: 'TENDER_OFFER',
    instrumentId: assa.id,
    announcedAt,
    exDate: null,
    recordDate: addDays(today, 4),
    payDate: addDays(today, 6),
    deadline: offerDeadline,
    cashPerShare: { amountPerShare: '320.00', currency: 'SEK' },
  });
  await runCorporateActions(e2e.server.ctx);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

async function logIn(width: number): Promise<Page> {
  const page = await newPage(e2e);
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(build('login', {}, 'en'));
  await page.getByLabel('Username').fill(hedda.username);
  await page.getByLabel('Password').fill(hedda.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));
  return page;
}

const offer = () =>
  client
    .callOk(api.portfolio.corporateActions, { params: { accid }, query: { status: 'OPEN' } })
    .then((list) => list.find((e) => e.type === 'TENDER_OFFER'));

describe('corporate actions in Chromium', () => {
  it('lists an announced dividend and a tender offer on a phone, and answers, changes and withdraws the offer', async () => {
    const page = await logIn(390);
    await page.goto(build('corporate-actions', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Corporate actions' }).waitFor();
    const cards = page.getByTestId('corporate-action');
    await expect.poll(() => cards.count()).toBe(2);
    // Soonest first: the offer pays before the dividend.
    const offerCard = cards.nth(0);
    const dividendCard = cards.nth(1);
    await dividendCard.getByRole('link', { name: volvo.name, exact: true }).waitFor();
    const dividendText = (await dividendCard.textContent())?.replace(/\s/g, ' ') ?? '';
    expect(dividendText).toContain('Dividend');
    expect(dividendText).toContain('Announced');
    expect(dividendText).toContain('Shares100 shares');
    expect(dividendText).toContain('Dividend per shareSEK 7.50');
    expect(dividendText).toContain('Expected amountSEK 750.00');
    expect(await dividendCard.getByRole('link', { name: /^Answer/ }).count()).toBe(0);
    expect((await offerCard.textContent())?.replace(/\s/g, ' ')).toContain('Open for answers');
    await checkScreen(page, 'corporate-actions-list');

    // Answer: whole shares, checked before a summary; confirmed with the keyboard.
    await hydrated(page);
    await offerCard.getByRole('link', { name: `Answer ${assa.name}` }).click();
    await page.getByRole('heading', { level: 1, name: `Tender offer: ${assa.name}` }).waitFor();
    const form = page.getByRole('region', { name: 'Your answer' });
    const units = form.getByRole('textbox', { name: 'Number of shares' });
    await form.getByText('Whole shares, from 1 to 40:', { exact: false }).waitFor();
    await checkScreen(page, 'corporate-actions-answer');
    await units.fill('41');
    await units.press('Enter');
    await form.getByText(/^You can offer at most 40 shares/).waitFor();
    expect(await hasFocus(page, 'input[aria-invalid="true"]')).toBe(true);
    await units.fill('30');
    await units.press('Enter');
    const review = form.getByRole('region', { name: 'Check your answer' });
    await review
      .getByText(`You accept the offer for ${assa.name} with 30 shares at SEK 320.00 each.`)
      .waitFor();
    await expect.poll(() => hasFocus(page, '.ca-review h3')).toBe(true);
    expect((await review.textContent())?.replace(/\s/g, ' ')).toContain(
      'Amount at the offer priceSEK 9,600.00',
    );
    await checkScreen(page, 'corporate-actions-review');
    await page.keyboard.press('Tab');
    expect(await hasFocus(page, '.ca-review button.btn-primary')).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Your answer is registered: you accept with 30 shares.', { exact: false }).waitFor();
    await expect.poll(() => hasFocus(page, '.alert-success')).toBe(true);
    expect((await offer())?.answer).toMatchObject({ option: 'ACCEPT', volume: 30 });
    expect((await offer())?.state).toBe('ANSWERED');
    await checkScreen(page, 'corporate-actions-answered');

    // Change it from the list: the form starts from the answer given.
    await page.locator('.alert-success').getByRole('link', { name: 'See current corporate actions' }).click();
    await offerCard.getByText('You accepted with 30 shares').waitFor();
    await offerCard.getByRole('link', { name: `Change answer ${assa.name}` }).click();
    const change = page.getByRole('region', { name: 'Change your answer' });
    expect(await change.getByRole('textbox', { name: 'Number of shares' }).inputValue()).toBe('30');
    await change.getByRole('textbox', { name: 'Number of shares' }).fill('40');
    await change.getByRole('button', { name: 'Review answer' }).click();
    await change.getByRole('button', { name: 'Confirm answer' }).click();
    await page.getByText('Your answer is registered: you accept with 40 shares.', { exact: false }).waitFor();
    expect((await offer())?.answer).toMatchObject({ option: 'ACCEPT', volume: 40 });

    // Withdraw it, after the question.
    await page.locator('.alert-success').getByRole('link', { name: 'See current corporate actions' }).click();
    await offerCard.getByRole('link', { name: `Withdraw answer ${assa.name}` }).click();
    const withdraw = page.getByRole('region', { name: 'Withdraw your answer' });
    await withdraw.getByText('You have accepted with 40 shares.', { exact: false }).waitFor();
    await checkScreen(page, 'corporate-actions-withdraw');
    await withdraw.getByRole('button', { name: 'Yes, withdraw my answer' }).click();
    await page
      .getByText('Your answer is withdrawn and the shares are free again.', { exact: false })
      .waitFor();
    await expect.poll(() => hasFocus(page, '.alert-success')).toBe(true);
    expect((await offer())?.answer).toBeNull();
    await page.context().close();
  });

  it('shows the event pages on a laptop', async () => {
    const page = await logIn(1366);
    await page.goto(build('corporate-actions', {}, 'en'));
    const cards = page.getByTestId('corporate-action');
    await expect.poll(() => cards.count()).toBe(2);
    await checkScreen(page, 'corporate-actions-list');
    await hydrated(page);
    await cards
      .nth(1)
      .getByRole('link', { name: `Details ${volvo.name}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Dividend: ${volvo.name}` }).waitFor();
    await page.getByText('No answer is needed.', { exact: false }).waitFor();
    await page
      .getByText("The issuer's prospectus and the terms of the event govern", { exact: false })
      .waitFor();
    await checkScreen(page, 'corporate-actions-dividend');
    await page.goBack();
    await cards
      .nth(0)
      .getByRole('link', { name: `Answer ${assa.name}` })
      .click();
    await page.getByRole('region', { name: 'Your answer' }).waitFor();
    await checkScreen(page, 'corporate-actions-answer');
    await page.context().close();
  });

  it('reads in Swedish and in German (the longest words) on a phone', async () => {
    for (const [site, title, offerName, answer] of [
      ['se', 'Bolagshändelser', `Uppköpserbjudande: ${assa.name}`, 'Ditt svar'],
      ['de', 'Kapitalmaßnahmen', `Übernahmeangebot: ${assa.name}`, 'Ihre Antwort'],
    ] as const) {
      const page = await logIn(390);
      await page.goto(build('corporate-actions', {}, site));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => page.getByTestId('corporate-action').count()).toBe(2);
      await checkScreen(page, `corporate-actions-list-${site}`);
      const offerPage = (await page
        .getByTestId('corporate-action')
        .nth(0)
        .getByRole('link')
        .last()
        .getAttribute('href'))!;
      await page.goto(`${offerPage}/edit`);
      await page.getByRole('heading', { level: 1, name: offerName }).waitFor();
      await page.getByRole('region', { name: answer }).getByRole('textbox').waitFor();
      await checkScreen(page, `corporate-actions-answer-${site}`);
      await page.context().close();
    }
  });

  it('pays the dividend once the job has run past its payment date: in the history and the transactions; the unanswered offer lapses', async () => {
    // The ex-date: holders fixed, the dividend is being paid; the offer's deadline has passed.
    clock.set(`${dividend.exDate}T08:00:00Z`);
    await runCorporateActions(e2e.server.ctx);
    let page = await logIn(390);
    await page.goto(build('corporate-actions', {}, 'en'));
    const cards = page.getByTestId('corporate-action');
    await cards.getByText('Being paid').waitFor();
    expect(await cards.count()).toBe(1);
    await page.context().close();

    clock.set(`${dividend.payDate}T08:00:00Z`);
    await runCorporateActions(e2e.server.ctx);
    page = await logIn(390);
    await page.goto(build('corporate-actions', {}, 'en'));
    await page.getByText('Nothing is happening to your holdings right now.').waitFor();
    await checkScreen(page, 'corporate-actions-empty');
    await hydrated(page);
    await page.getByRole('link', { name: 'See earlier corporate actions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Corporate action history' }).waitFor();
    const history = page.getByTestId('corporate-action');
    await expect.poll(() => history.count()).toBe(2);
    const paid = (await history.filter({ hasText: volvo.name }).textContent())?.replace(/\s/g, ' ') ?? '';
    expect(paid).toContain('Paid');
    expect(paid).toContain('Amount paidSEK 750.00');
    const paidOn = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeZone: 'Europe/Stockholm',
    }).format(clock.now());
    expect(paid).toContain(`Paid on${paidOn}`);
    await history.filter({ hasText: assa.name }).getByText('Lapsed').waitFor();
    await checkScreen(page, 'corporate-actions-history');

    // The transactions list: the dividend on the units held, and its own filter.
    await page.goto(build('transactions', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    await page
      .getByRole('cell', { name: new RegExp(`^SEK.7\\.50 per share on 100 ${volvo.name}$`) })
      .waitFor();
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('DIVIDEND');
    await expect.poll(() => page.locator('table.transactions tbody tr').count()).toBe(1);
    expect(await page.locator('table.transactions tbody tr').textContent()).toContain('Dividend');
    await checkScreen(page, 'corporate-actions-transactions');
    await page.context().close();
  });
});

import { build } from '@havn/routes';
import { depositCash, openAccountOf, signedInWithDemoEid, type TestClient } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, startE2E } from './harness.ts';
import { confirmDemoEid, onBothScreens, PHONE } from './screens.ts';

/*
 * Erik (Swedish BankID, demo eID, born 1990) has a private pension with 12,000 SEK paid in this year.
 * From the pension pages' links he reads the year's statement, then the risk profile for his pension:
 * no level yet, so the age profile alone suggests all equities many years before 55, while the
 * account holds only cash; he answers the questionnaire and the suggestion follows his level.
 */

const ERIK = 'se-199007041239';
let e2e: E2E;
let client: TestClient;
let pensionAccid: string;

beforeAll(async () => {
  e2e = await startE2E();
  client = await signedInWithDemoEid(e2e.server, ERIK, { kyc: 'approved' });
  pensionAccid = await openAccountOf(e2e.server, client, 'PRIVATE_PENSION');
  const deposit = await depositCash(client, pensionAccid, '12000.00', 'SEK');
  if (deposit.statusCode !== 201) throw new Error(`e2e: deposit failed: ${deposit.body}`);
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

describe('pension statements and the pension risk profile in Chromium', () => {
  it('reads this year’s statement and the risk profile from the pension pages’ links, on a phone and a laptop', async () => {
    const page = await newPage(e2e);
    await page.setViewportSize(PHONE);
    await page.goto(build('login', {}, 'en'));
    await page.getByRole('button', { name: 'Sign in with eID' }).click();
    await confirmDemoEid(page);
    await page.waitForURL((url) => url.pathname === build('accounts-overview', {}, 'en'));

    await page.goto(build('pension-prognosis', {}, 'en'));
    await page.getByRole('link', { name: 'Pension statements' }).click();
    await page.getByRole('heading', { name: 'Pension statements', level: 1 }).waitFor();
    const year = new Date().getFullYear();
    await page.getByRole('heading', { name: new RegExp(`Statement ${year}`) }).waitFor();
    const flows = page.getByTestId('statement-flows');
    expect(await flows.textContent()).toMatch(/Paid in by you\s*SEK\s*12,000\.00/);
    await page.getByText('This account type has no yearly cap on contributions.').waitFor();
    await page.getByText('Payouts can start from age 55.').waitFor();
    await onBothScreens(page, 'pension-statements');
    // The year before the account opened is not offered.
    const years = await page.getByLabel('Year').locator('option').allTextContents();
    expect(years).toEqual([String(year)]);

    await page.getByRole('link', { name: 'Risk profile for your pension' }).click();
    await page.getByRole('heading', { name: 'Risk profile for your pension', level: 1 }).waitFor();
    await page.getByText(/You have not answered the risk questionnaire yet/).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Private pension' });
    await card.getByRole('meter', { name: 'Suggested equity share' }).waitFor();
    expect(await card.getByRole('meter', { name: 'Suggested equity share' }).getAttribute('value')).toBe(
      '100',
    );
    expect(await card.getByRole('meter', { name: 'Equity share now' }).getAttribute('value')).toBe('0');
    await card.getByText('The account holds less in equities than suggested.').waitFor();
    await onBothScreens(page, 'pension-risk-profile');

    // Bold answers, but no loss can be borne: the level stops at 2, whose mix holds 20 % equities.
    const answers: Record<string, string> = {
      'When will you need most of this money?': 'In more than 10 years',
      'What is your main goal?': 'As much growth as possible',
      'Your investments fall 20 % in a month. What do you do?': 'Buy more',
      'How much of this money could you lose without it changing your life?': 'Nothing',
      'What have you invested in before?': 'Derivatives or leveraged products',
      'How are your finances after your fixed costs?': 'Strong, with savings elsewhere',
    };
    await page.getByText('Answer the questionnaire').click();
    for (const [question, option] of Object.entries(answers)) {
      await page.getByRole('group', { name: question }).getByLabel(option, { exact: true }).check();
    }
    await page.getByRole('button', { name: 'Save risk profile' }).click();
    await page.getByText('Your risk level: 2 of 7.', { exact: false }).first().waitFor();
    await card.getByText('The account holds less in equities than suggested.').waitFor();
    expect(await card.getByRole('meter', { name: 'Suggested equity share' }).getAttribute('value')).toBe(
      '20',
    );
    await onBothScreens(page, 'pension-risk-profile-answered');
  });
});

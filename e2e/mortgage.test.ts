import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { advanceMortgageApplications } from '@havn/server/credit/mortgages/mortgages';
import { signedInWithDemoEid, type TestClient } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness.ts';
import { confirmDemoEid, hasFocus, onBothScreens, phoneSignedInWithEid } from './screens.ts';

/*
 * Erik (Swedish BankID, demo eID) works out a mortgage on a phone: the calculator's figures, its
 * refusal of a loan over 60% of the value, then the application's four steps (focus on each step's
 * heading), signed with eID; the application's page until the credit check decides. Then private
 * banking: where he stands against 2.5 MSEK, and asking a banker to write to him.
 */

const ERIK = 'se-199007041239';
let e2e: E2E;
let client: TestClient;

beforeAll(async () => {
  e2e = await startE2E();
  // The simulated credit check decides a second after an application arrives.
  e2e.server.ctx.config.credit.simStepSeconds = 1;
  client = await signedInWithDemoEid(e2e.server, ERIK, { kyc: 'approved' });
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

describe('a mortgage and private banking in Chromium', () => {
  it('on a phone: the calculator, a refusal, the four-step application signed with eID, its decision, and private banking', async () => {
    const page = await phoneSignedInWithEid(e2e);

    // The calculator: 2.4 MSEK on a 4 MSEK home is 60%, with 1% amortisation.
    await page.goto(build('mortgage', {}, 'en'));
    const figures = page.getByTestId('mortgage-figures');
    await figures.getByText('60%').waitFor();
    await figures.getByText(/1% a year/).waitFor();
    await onBothScreens(page, 'mortgage');
    const loan = page.getByLabel('Loan amount (SEK)');
    await loan.fill('3 000 000');
    await page.getByText('We lend at most 60% of the property’s value.', { exact: false }).waitFor();
    await page.getByText(/The most we can lend on this property is SEK\s?2,400,000/).waitFor();
    await onBothScreens(page, 'mortgage-refused');
    await loan.fill('2 000 000');
    await figures.getByText('50%').waitFor();
    await page.getByRole('link', { name: 'Apply with these figures' }).click();

    // 1. The property: the value carried over; the missing answers named.
    await page.getByRole('heading', { name: 'Step 1 of 4: The property' }).waitFor();
    expect(await page.getByLabel('Value or purchase price (SEK)').inputValue()).toBe('4000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Enter the street address.').waitFor();
    await onBothScreens(page, 'mortgage-application-property');
    await page.getByLabel('Type of home').selectOption('APARTMENT');
    await page.getByLabel('Street address').fill('Götgatan 14');
    await page.getByLabel('Postal code').fill('118 46');
    // With the keyboard: Enter in the last field submits the step.
    await page.keyboard.press('Enter');

    // 2. The loan, with its live figures; focus on the step's heading.
    await page.getByRole('heading', { name: 'Step 2 of 4: The loan' }).waitFor();
    expect(await hasFocus(page, 'main h2')).toBe(true);
    await page.getByTestId('mortgage-figures').getByText('Cost per month').waitFor();
    await onBothScreens(page, 'mortgage-application-loan');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3. Income and household.
    await page.getByRole('heading', { name: 'Step 3 of 4: Income and household' }).waitFor();
    expect(await hasFocus(page, 'main h2')).toBe(true);
    await page.getByLabel('Monthly income before tax (SEK)').fill('62 000');
    await page.getByLabel('Children under 18 living at home').fill('1');
    await onBothScreens(page, 'mortgage-application-household');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 4. Review, signed with eID.
    await page.getByRole('heading', { name: 'Step 4 of 4: Review and sign' }).waitFor();
    expect(await hasFocus(page, 'main h2')).toBe(true);
    await page.getByTestId('application-review').getByText('Götgatan 14, 118 46').waitFor();
    await onBothScreens(page, 'mortgage-application-review');
    await page.getByRole('button', { name: 'Sign and apply' }).click();
    await confirmDemoEid(page);

    // The application's page: submitted, then decided by the credit check.
    await page.getByRole('heading', { name: 'Your mortgage application' }).waitFor();
    const [made] = await client.callOk(api.credit.mortgage.applications);
    expect(made).toMatchObject({ loanAmount: '2000000.00', ltv: '50.00', property: { type: 'APARTMENT' } });
    expect(new URL(page.url()).search).toBe(`?application=${made!.id}`);
    await page.getByTestId('application-status').waitFor();
    await onBothScreens(page, 'mortgage-application-submitted');
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await advanceMortgageApplications(e2e.server.ctx);
      const now = await client.callOk(api.credit.mortgage.application, { params: { id: made!.id } });
      if (now.decision) break;
    }
    const decided = await client.callOk(api.credit.mortgage.application, { params: { id: made!.id } });
    await page.reload();
    await page
      .getByTestId('application-status')
      .getByText(decided.status === 'APPROVED' ? 'Approved' : 'Not approved', { exact: true })
      .waitFor();
    await onBothScreens(page, 'mortgage-application-decided');

    // Private banking: where Erik stands, and a banker asked to write to him.
    await page.goto(build('private-banking', {}, 'en'));
    await page
      .getByTestId('private-banking-standing')
      .getByText(/more and you qualify/)
      .waitFor();
    await onBothScreens(page, 'private-banking');
    await page.getByRole('radio', { name: 'Write to me in my messages' }).check();
    await page.getByRole('button', { name: 'Ask to be contacted' }).click();
    await page.getByText(/We have your request/).waitFor();
    await onBothScreens(page, 'private-banking-asked');
    const { threads } = await client.callOk(api.site.support.threads);
    expect(threads.filter((t) => t.category === 'CREDIT')).toHaveLength(1);

    // In Swedish: the calculator.
    await page.goto(build('mortgage', {}, 'se'));
    await page.getByRole('heading', { name: 'Bolån', level: 1 }).waitFor();
    await page.getByTestId('mortgage-figures').getByText('Kostnad per månad').waitFor();
    await onBothScreens(page, 'mortgage-sv');
    await page.context().close();
  }, 300_000);
});

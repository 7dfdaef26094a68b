import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { advancePensionMoves } from '@havn/server/portfolio/pension-moves/pension-moves';
import { openAccountOf, signedInWithDemoEid, type TestClient } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness.ts';
import { confirmDemoEid, hasFocus, onBothScreens, phoneSignedInWithEid } from './screens.ts';

/*
 * Erik (Swedish BankID, demo eID) moves two private pensions here from Skandia and Folksam into his
 * new private pension account, on a phone: the companies, the information mandate and the fetch, his
 * insurances (Alecta's collective-agreement pension cannot move, and says why), his choices, the
 * summary signed with eID; then the move's page, its steps over time until the money is in.
 */

const ERIK = 'se-199007041239';
let e2e: E2E;
let client: TestClient;
let pensionAccid: string;

beforeAll(async () => {
  e2e = await startE2E();
  // Each simulated step of a move (sent, in transfer, completed) a second apart.
  e2e.server.ctx.config.pension.simStepSeconds = 1;
  client = await signedInWithDemoEid(e2e.server, ERIK, { kyc: 'approved' });
  pensionAccid = await openAccountOf(e2e.server, client, 'PRIVATE_PENSION');
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

describe('moving a pension here in Chromium', () => {
  it('on a phone: fetches the insurances under the mandate, moves two private pensions, signs with eID and follows the move to the end', async () => {
    const page = await phoneSignedInWithEid(e2e);

    await page.goto(build('pension-information', {}, 'en'));
    await page.getByText('You have not moved any pension to Havn yet.').waitFor();
    await onBothScreens(page, 'pension-move-information-empty');
    await page.getByRole('link', { name: 'Move a pension to Havn' }).click();

    // 1. The companies.
    await page.getByRole('heading', { name: 'Step 1 of 5: Choose companies' }).waitFor();
    const companies = page.getByRole('group', { name: 'Which pension companies do you want to move from?' });
    await companies.waitFor();
    await onBothScreens(page, 'pension-move-choose-company');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Choose at least one pension company to continue.').waitFor();
    for (const name of ['Skandia', 'Folksam', 'Alecta']) {
      await companies.getByRole('checkbox', { name }).check();
    }
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2. The information mandate, then the fetch; focus on the step's heading.
    await page.getByRole('heading', { name: 'Step 2 of 5: Fetch your information' }).waitFor();
    expect(await hasFocus(page, 'main h2')).toBe(true);
    await page
      .getByText(
        /permission to fetch information about your pension insurances at Skandia, Folksam(,)? and Alecta/,
      )
      .waitFor();
    await onBothScreens(page, 'pension-move-collect-information');
    await page.getByRole('checkbox', { name: /I give Havn permission/ }).check();
    // With the keyboard: the button after the box.
    await page.getByRole('button', { name: 'Fetch my information' }).focus();
    await page.keyboard.press('Enter');

    // 3. The insurances: two may move, Alecta's may not, and says why.
    await page.getByRole('heading', { name: 'Step 3 of 5: Your insurances' }).waitFor();
    await page.getByText('We found 3 insurances. Movable now: 2.').waitFor();
    const alecta = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Alecta' }) });
    await alecta.getByText('Cannot be moved.').waitFor();
    await alecta
      .getByText(/collective agreement/)
      .first()
      .waitFor();
    await onBothScreens(page, 'pension-move-your-insurances');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 4. The choices: both private pensions, into the private pension account.
    await page.getByRole('heading', { name: 'Step 4 of 5: Your choices' }).waitFor();
    const chosen = page.getByRole('group', { name: 'Which insurances do you want to move?' });
    expect(await chosen.getByRole('checkbox').count()).toBe(2);
    await page.getByRole('radio', { name: /Private pension/ }).check();
    await onBothScreens(page, 'pension-move-make-choices');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 5. The summary, signed with eID.
    await page.getByRole('heading', { name: 'Step 5 of 5: Summary and signature' }).waitFor();
    await page.getByText(/You ask Skandia and Folksam to move the whole value/).waitFor();
    await onBothScreens(page, 'pension-move-compilation');
    await page.getByRole('button', { name: 'Sign with eID' }).click();
    await confirmDemoEid(page);

    // The move's page: signed, sent to the old companies, its steps.
    await page
      .getByText('Your move is signed. We have sent it to your old company; you can follow it here.')
      .waitFor();
    const [move] = await client.callOk(api.pension.moves);
    expect(move?.toAccid).toBe(pensionAccid);
    expect(move?.insurances.map((i) => i.company).sort()).toEqual(['Folksam', 'Skandia']);
    expect(new URL(page.url()).search).toBe(`?move=${move!.id}`);
    await page.getByTestId('pension-move-status').waitFor();
    await page.getByText('Signed with eID').waitFor();
    await onBothScreens(page, 'pension-move-signed');

    // Two steps of the simulated companies later, the money is in.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await advancePensionMoves(e2e.server.ctx);
      const now = await client.callOk(api.pension.move, { params: { id: move!.id } });
      if (now.status === 'COMPLETED') break;
    }
    await page.reload();
    await page.getByTestId('pension-move-status').filter({ hasText: 'Completed' }).waitFor();
    await page.getByText('Money in your account').waitFor();
    await onBothScreens(page, 'pension-move-completed');

    // In German (the longest words) and in Swedish (Erik's own): the move, and the first step.
    await page.goto(build('pension-information', {}, 'de'));
    await page.getByTestId('pension-move-status').filter({ hasText: 'Abgeschlossen' }).waitFor();
    await page.getByText('Geld auf Ihrem Konto').waitFor();
    await onBothScreens(page, 'pension-move-completed-de');
    await page.goto(build('move-my-pension', { step: 'choose-company' }, 'se'));
    await page.getByRole('group', { name: 'Från vilka pensionsbolag vill du flytta?' }).waitFor();
    await onBothScreens(page, 'pension-move-choose-company-sv');
    await page.context().close();
  });
});

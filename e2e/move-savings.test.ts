import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { advanceFundTransfers } from '@havn/server/portfolio/fund-transfers/fund-transfers';
import { openAccountOf, signedInWithDemoEid, type TestClient } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness.ts';
import { confirmDemoEid, hasFocus, LAPTOP, onBothScreens, phoneSignedInWithEid } from './screens.ts';

/*
 * Erik (Swedish BankID, demo eID) moves two index funds from his ISK at Nordea into his ISK here: the
 * provider, the transfer authority, the receiving account and the funds found (one Havn does not
 * offer, and one in an ordinary fund account that would be a sale and a deposit, each saying why),
 * the summary signed with eID, then the confirmation with the transfer's steps until the units are in.
 * On a phone first; the summary and the end again on a laptop.
 */

const ERIK = 'se-199007041239';
let e2e: E2E;
let client: TestClient;
let iskAccid: string;

beforeAll(async () => {
  e2e = await startE2E();
  // Each simulated step of a transfer (sent, in transfer, completed) a second apart.
  e2e.server.ctx.config.fundTransfer.simStepSeconds = 1;
  client = await signedInWithDemoEid(e2e.server, ERIK, { kyc: 'approved' });
  const accounts = await client.callOk(api.accountsAndMoney.listAccounts);
  iskAccid =
    accounts.find((a) => a.accountType === 'ISK')?.accid ?? (await openAccountOf(e2e.server, client, 'ISK'));
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

describe('moving funds here in Chromium', () => {
  it('from the savings page: chooses Nordea, gives the authority, moves two funds into the ISK, signs with eID and follows the transfer to the end', async () => {
    const page = await phoneSignedInWithEid(e2e);

    await page.goto(build('monthly-savings', {}, 'en'));
    await page.getByRole('link', { name: 'Move funds from another bank' }).click();

    // 1. The provider, the authority, the account and the funds.
    await page.getByRole('heading', { name: 'Step 1 of 3: Choose funds and account' }).waitFor();
    const providers = page.getByRole('group', { name: 'Where are your funds now?' });
    await providers.waitFor();
    await onBothScreens(page, 'move-savings-choose-provider');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Choose the fund company or bank your funds are at now.').waitFor();
    // With the keyboard: the provider's radio, then the authority's box.
    await providers.getByRole('radio', { name: /Nordea/ }).focus();
    await page.keyboard.press('Space');
    const authority = page.getByRole('checkbox', { name: 'I give Havn the transfer authority at Nordea' });
    await authority.focus();
    await page.keyboard.press('Space');
    const accounts = page.getByRole('group', { name: 'Which Havn account should receive them?' });
    await accounts.getByRole('radio').first().check();
    const funds = page.getByRole('group', { name: 'Choose the funds to move' });
    await funds.waitFor();
    await page.getByText(/Havn does not offer this fund/).waitFor();
    await page.getByText(/that would be a sale there and a deposit here/).waitFor();
    expect(await funds.getByRole('checkbox', { name: /Nordea Swedish Stars/ }).isDisabled()).toBe(true);
    await funds.getByRole('checkbox', { name: /Länsförsäkringar Global/ }).check();
    await funds.getByRole('checkbox', { name: /Handelsbanken Global/ }).check();
    await onBothScreens(page, 'move-savings-choose-account');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2. The summary: focus on the step's heading; what moves, the fees, no trading meanwhile.
    await page.getByRole('heading', { name: 'Step 2 of 3: Summary' }).waitFor();
    expect(await hasFocus(page, 'main h2')).toBe(true);
    await page.getByText('SEK 300.00, charged by Nordea').waitFor();
    await page.getByText('While the funds move you cannot buy or sell them, here or at Nordea.').waitFor();
    await onBothScreens(page, 'move-savings-summary');
    await page.getByRole('button', { name: 'Sign and move' }).click();
    await confirmDemoEid(page);

    // 3. The confirmation: signed, with the transfer and its steps.
    await page.getByText(/your transfer from Nordea is signed and sent/).waitFor();
    const [transfer] = await client.callOk(api.fundTransfers.list);
    expect(transfer?.toAccid).toBe(iskAccid);
    expect(transfer?.funds.map((f) => f.name).sort()).toEqual([
      'Handelsbanken Global Index Criteria A1',
      'Länsförsäkringar Global Indexnära A',
    ]);
    expect(new URL(page.url()).search).toBe(`?transfer=${transfer!.id}`);
    await page.getByText('These funds cannot be traded until they are in your account.').waitFor();
    await onBothScreens(page, 'move-savings-confirmation');

    // Two steps of the simulated provider later, the units are in the ISK.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await advanceFundTransfers(e2e.server.ctx);
      const [now] = await client.callOk(api.fundTransfers.list);
      if (now?.status === 'COMPLETED') break;
    }
    await page.setViewportSize(LAPTOP);
    await page.reload();
    await page.getByTestId('fund-transfer-status').filter({ hasText: 'In your account' }).first().waitFor();
    await onBothScreens(page, 'move-savings-completed');
    const positions = await client.callOk(api.portfolio.positions, { params: { accid: iskAccid } });
    for (const fund of transfer!.funds) {
      const held = positions.find((p) => p.instrumentId === fund.instrumentId);
      expect(held?.acquisitionCost).toBe(fund.acquisitionCost);
    }

    // In German (the longest words) and in Swedish (Erik's own): the first step.
    await page.goto(build('move-savings', { step: 'confirmation' }, 'de'));
    await page.getByTestId('fund-transfer-status').filter({ hasText: 'Auf Ihrem Konto' }).first().waitFor();
    await onBothScreens(page, 'move-savings-completed-de');
    await page.goto(build('move-savings', { step: 'choose-account' }, 'se'));
    await page.getByRole('group', { name: 'Var finns dina fonder i dag?' }).waitFor();
    await onBothScreens(page, 'move-savings-choose-provider-sv');
    await page.context().close();
  });
});

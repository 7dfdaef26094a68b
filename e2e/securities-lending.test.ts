import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { ManualClock } from '@havn/server/clock';
import {
  depositCash,
  expireEidConfirmations,
  type InstrumentFacts,
  instrumentBySymbol,
  placeOrder,
  type ScriptedMarket,
  scriptMarket,
  signedInWithDemoEid,
  type TestClient,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, hydrated, startE2E } from './harness.ts';
import { confirmDemoEid, onBothScreens, phoneSignedInWithEid } from './screens.ts';

/*
 * Erik (Swedish BankID, demo eID) holds Volvo B in his ISK and borrows against it on a phone: the
 * page shows what his holding lends, he asks for a credit limit (refused below the range, then signed
 * with eID), and his buying power grows by what he may borrow; then a buy past his cash borrows, and
 * he lowers the limit (never below the loan), signing again with eID.
 */

const ERIK = 'se-199007041239';
const clock = new ManualClock(new Date());
let e2e: E2E;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let client: TestClient;
let accid: string;

beforeAll(async () => {
  e2e = await startE2E({ clock });
  const scripted = scriptMarket(clock, e2e.server.ctx.marketData);
  e2e.server.ctx.marketData = scripted;
  market = scripted;
  volvo = await instrumentBySymbol(e2e.server, 'VOLV B');
  market.set(volvo.id, { last: '250.00', currency: 'SEK' });
  client = await signedInWithDemoEid(e2e.server, ERIK, { kyc: 'approved' });
  const [isk] = await client.callOk(api.accountsAndMoney.listAccounts);
  accid = isk!.accid;
  expect((await depositCash(client, accid, '80000.00', 'SEK')).statusCode).toBe(201);
  const placed = await placeOrder(client, accid, {
    instrumentId: volvo.id,
    side: 'BUY',
    orderType: 'MARKET',
    volume: 300,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  for (let waited = 0; ; waited += 100) {
    const held = await client.callOk(api.portfolio.positions, { params: { accid } });
    if (held.length === 1) break;
    if (waited > 20_000) throw new Error('seed: the order was not filled');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

describe('securities lending in Chromium', () => {
  it('on a phone: what the holding lends, a limit refused below the range, then signed with eID, a buy that borrows, and the limit lowered (never below the loan), signed again', async () => {
    const page = await phoneSignedInWithEid(e2e);

    // 300 Volvo B at 250: worth 75,000, the whole book, so it lends half of a share's 60 %.
    await page.goto(build('credit', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Borrow against your holdings' }).waitFor();
    await page.getByText(/Worth SEK\s?75,000\.00 · lends 30 %/).waitFor();
    await page.getByText('You are not borrowing anything.').waitFor();
    await onBothScreens(page, 'credit');

    const limit = page.getByLabel('Credit limit (SEK)');
    await limit.fill('5000');
    await page.getByRole('button', { name: 'Apply and sign with eID' }).click();
    await page.getByText('Enter a whole amount within the range.').waitFor();
    await limit.fill('100 000');
    await page.getByLabel('I have read the terms and want the credit limit').check();
    await page.getByRole('button', { name: 'Apply and sign with eID' }).click();
    await confirmDemoEid(page);

    // Back from the eID, the application is sent once and granted: the buying power holds the room.
    await page.getByText(/Your credit limit is SEK\s?100,000\.00, granted on/).waitFor();
    const [account] = await client.callOk(api.accountsAndMoney.listAccounts);
    const cash = Number(account!.cash);
    expect(Number(account!.buyingPower)).toBeCloseTo(cash + 22_500, 2);
    await onBothScreens(page, 'credit-granted');

    // A buy of 100 more (25,000) passes the cash and borrows.
    const placed = await placeOrder(client, accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 100,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await expect
      .poll(
        async () =>
          (await client.callOk(api.credit.securitiesLending.credit, { params: { accid } })).standing.state,
        {
          timeout: 20_000,
        },
      )
      .toBe('IN_USE');
    await page.reload();
    await page.getByText('You are borrowing on this account.').waitFor();
    await page.getByText('You can end the credit limit once nothing is borrowed.').waitFor();
    await onBothScreens(page, 'credit-borrowing');

    // The limit changed, once the eID has gone stale: below the loan (about 20,000) is refused on the
    // page; 60,000 goes to the eID, and back from it the same change is sent once.
    await expireEidConfirmations(e2e.server);
    await hydrated(page);
    await page.getByRole('button', { name: 'Change the limit' }).click();
    const newLimit = page.getByLabel('Credit limit (SEK)');
    expect(await newLimit.inputValue()).toBe('100000');
    await newLimit.fill('12000');
    await page.getByRole('button', { name: 'Change and sign with eID' }).click();
    await page
      .getByText(/^You are borrowing SEK\s?2\d,\d{3}\.\d{2}: the limit cannot be lower than that\.$/)
      .waitFor();
    await newLimit.fill('60000');
    await page.getByLabel('I have read the terms and want the new credit limit').check();
    await onBothScreens(page, 'credit-change');
    await page.getByRole('button', { name: 'Change and sign with eID' }).click();
    await confirmDemoEid(page);
    await page.getByText(/^Your credit limit is now SEK\s?60,000\.00\.$/).waitFor();
    await page.getByText(/Your credit limit is SEK\s?60,000\.00, granted on/).waitFor();
    const { line } = await client.callOk(api.credit.securitiesLending.credit, { params: { accid } });
    expect(line?.creditLimit).toBe('60000.00');
    await page.context().close();
  });
});

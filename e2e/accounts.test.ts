import { api } from '@havn/contract';
import { KNOWLEDGE_TESTS } from '@havn/domain/broker/index';
import { build } from '@havn/routes';
import { depositCash, registerCustomer } from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '../apps/server/src/db/schema/instruments.ts';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const karin = { username: 'karinlever', password: 'a long enough password', country: 'se', name: 'Karin Ek' };

describe('accounts and appropriateness in Chromium', () => {
  it('opens an AF depot, is stopped at a mini future, fails and then passes the test from the ticket, and places the order', async () => {
    const client = e2e.server.client();
    await registerCustomer(client, karin);
    const [mini] = await e2e.server.ctx.db
      .select({ id: instruments.id, name: instruments.name })
      .from(instruments)
      .where(eq(instruments.symbol, 'MINI L VOLVO AVA 12'));
    const page = await newPage(e2e);
    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill(karin.username);
    await page.getByLabel('Password').fill(karin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));

    // Open an AF: choose it, read its key facts, accept the terms; loading, then welcome.
    await page.goto(build('account-creation', {}, 'en'));
    await page.getByRole('radio', { name: /Securities account \(AF\)/ }).check();
    await page.getByRole('heading', { name: /Securities account \(AF\): key facts and terms/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByText('Accept the terms to open the account.').waitFor();
    await page.getByRole('checkbox', { name: 'I have read and accept the terms' }).check();
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByRole('heading', { name: 'Welcome to your new account' }).waitFor();
    await page.getByText(/Securities account \(AF\) \d+ is open\./).waitFor();
    const af = (await client.callOk(api.accountsAndMoney.listAccounts)).find((a) => a.accountType === 'AF')!;
    expect((await depositCash(client, af.accid, '5000', 'SEK')).statusCode).toBe(201);

    // The order ticket refuses the untested group and leads to its test.
    const ticket = build(
      'instrument',
      {
        instrumentId: String(mini!.id),
        instrumentName: 'mini-l-volvo-ava-12',
        order: 'order',
        intent: 'buy',
      },
      'en',
    );
    await page.goto(ticket);
    const drawer = page.getByRole('dialog', { name: `Buy ${mini!.name}` });
    await drawer.waitFor();
    await drawer.getByLabel('Account').selectOption(af.accid);
    await drawer.getByLabel('Quantity').fill('10');
    await drawer.getByRole('button', { name: 'Place buy order' }).click();
    await drawer.getByText(/To buy Leveraged products you first pass a short knowledge test/).waitFor();
    await drawer.getByRole('link', { name: 'Take the test and come back to this order' }).click();
    await page.getByRole('heading', { name: 'Knowledge test: Leveraged products' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A first attempt with one wrong answer fails; the retake passes.
    const questions = KNOWLEDGE_TESTS.LEVERAGED.questions;
    const answer = async (wrongFirst: boolean) => {
      for (const [index, question] of questions.entries()) {
        const wrong = question.options.find((option) => option !== question.correct)!;
        const option = wrongFirst && index === 0 ? wrong : question.correct;
        await page.locator(`input[name="${question.id}"][value="${option}"]`).check();
      }
      await page.getByRole('button', { name: 'Send answers' }).click();
    };
    await answer(true);
    await page.getByText('Not passed: 2 right, 3 needed.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Take the test again' }).click();
    await answer(false);
    await page.getByText('Passed: 3 of 3 right.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Back to your order' }).click();

    // Back at the same order, as it was: the AF and the quantity.
    const again = page.getByRole('dialog', { name: `Buy ${mini!.name}` });
    await again.waitFor();
    expect(await again.getByLabel('Account').inputValue()).toBe(af.accid);
    expect(await again.getByLabel('Quantity').inputValue()).toBe('10');
    await again.getByRole('button', { name: 'Place buy order' }).click();
    await again.getByText('Order placed').waitFor();
    const statuses = await client.callOk(api.accountsAndMoney.appropriateness.list);
    expect(statuses.find((s) => s.productGroup === 'LEVERAGED')?.status).toBe('PASSED');
  });
});

import { api } from '@havn/contract';
import { KNOWLEDGE_TESTS } from '@havn/domain/broker/index';
import { build } from '@havn/routes';
import { ManualClock } from '@havn/server/clock';
import { depositCash, type TestClient } from '@havn/testkit';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '../apps/server/src/db/schema/instruments.ts';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

// The journey waits a day (the knowledge test's retake rule), so the server runs on a clock it moves.
const clock = new ManualClock(new Date());
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ clock });
});
afterAll(async () => {
  await e2e?.close();
});

const HOUR = 3_600_000;

/** Nothing on the page is wider than the screen. */
async function fitsTheScreen(page: Page): Promise<boolean> {
  return (await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')) as boolean;
}

/** The demo eID page: Erik Johansson (Swedish BankID) confirms. */
async function confirmAsErik(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Legitimera dig' }).waitFor();
  expect(await fitsTheScreen(page)).toBe(true);
  await page.getByRole('radio', { name: /Erik Johansson/ }).check();
  await page.getByRole('button', { name: 'Bekräfta identitet' }).click();
}

/** The browser's session as an API client, for what the journey is not about (a deposit, a check). */
async function sameSession(page: Page): Promise<TestClient> {
  const client = e2e.server.client();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'havn_session');
  client.cookies.set('havn_session', cookie!.value);
  return client;
}

describe('a new Swedish customer, from the eID to a leveraged order', () => {
  it('signs in with BankID, answers KYC, opens an AF signed with eID beside the ISK, fails and then passes the leveraged test from the ticket, and places the order', async () => {
    const page = await newPage(e2e, { locale: 'sv-SE' });
    await page.setViewportSize({ width: 390, height: 844 });

    // eID sign-in: a new person becomes a prospect, prefilled from the identity.
    await page.goto(build('onboarding', {}, 'se'));
    await page.getByRole('heading', { name: 'Bli kund' }).waitFor();
    await page.getByRole('button', { name: 'Fortsätt med e-legitimation' }).click();
    await confirmAsErik(page);
    await page.getByRole('heading', { name: 'Dina uppgifter' }).waitFor();
    await page.getByText('Erik Johansson', { exact: true }).waitFor();
    await page.getByText('••••••••1239').waitFor();
    await page.getByText(/Linnégatan 8, 413 04 Göteborg/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('E-post').fill('erik.johansson@example.se');
    await page.getByRole('button', { name: 'Fortsätt' }).click();

    // KYC: Sweden is already there as citizenship and tax residence; missing answers are named.
    await page.getByRole('heading', { name: 'Om dig' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByRole('button', { name: 'Skicka svar' }).click();
    await page.getByText('Välj minst ett ursprung.').waitFor();
    await page.getByRole('checkbox', { name: 'Lön' }).check();
    await page.getByRole('checkbox', { name: 'Långsiktigt sparande' }).check();
    await page.getByLabel('Sysselsättning').selectOption('EMPLOYED');
    // The ISK that approval opens: its terms are accepted here, signed by the BankID sign-in.
    await page.getByRole('heading', { name: /Ditt första konto: .*\(ISK\)/ }).waitFor();
    await page.getByText('Godkänn kontots villkor för att fortsätta.').waitFor();
    await page.getByRole('checkbox', { name: 'Jag har läst och godkänner kontots villkor' }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Skicka svar' }).click();

    // A customer: the ISK comes with the approval.
    await page.getByRole('heading', { name: 'Välkommen till Havn' }).waitFor();
    await page.getByRole('link', { name: 'Till dina konton' }).click();
    await page.getByText('ISK').first().waitFor();

    // An AF: the terms are signed with eID. The sign-in's confirmation has gone stale by now.
    clock.advance(10 * 60_000);
    await page.goto(build('account-creation', {}, 'se'));
    await page.getByRole('radio', { name: /Aktie- och fondkonto \(AF\)/ }).check();
    await page.getByRole('heading', { name: /Aktie- och fondkonto \(AF\): fakta och villkor/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Öppna konto' }).click();
    await page.getByText('Godkänn villkoren för att öppna kontot.').waitFor();
    await page.getByRole('checkbox', { name: 'Jag har läst och godkänner villkoren' }).check();
    await page.getByRole('button', { name: 'Öppna konto' }).click();
    await page.getByRole('heading', { name: 'Signera villkoren med e-legitimation' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Signera med e-legitimation' }).click();
    await confirmAsErik(page);
    await page.getByRole('heading', { name: 'Välkommen till ditt nya konto' }).waitFor();
    await page.getByText(/Aktie- och fondkonto \(AF\) \d+ är öppnat\./).waitFor();

    const client = await sameSession(page);
    const mine = await client.callOk(api.accountsAndMoney.listAccounts);
    expect(mine.map((a) => a.accountType)).toEqual(['ISK', 'AF']);
    const af = mine.find((a) => a.accountType === 'AF')!;
    expect((await depositCash(client, af.accid, '5000', 'SEK')).statusCode).toBe(201);

    // A mini future from the AF: refused as untested, with the way to the test.
    const [mini] = await e2e.server.ctx.db
      .select({ id: instruments.id, name: instruments.name })
      .from(instruments)
      .where(eq(instruments.symbol, 'MINI L VOLVO AVA 12'));
    const ticket = build(
      'instrument',
      {
        instrumentId: String(mini!.id),
        instrumentName: 'mini-l-volvo-ava-12',
        order: 'order',
        intent: 'buy',
      },
      'se',
    );
    const orderTenFromTheAf = async () => {
      await page.goto(ticket);
      const drawer = page.getByRole('dialog', { name: `Köp ${mini!.name}` });
      await drawer.waitFor();
      await drawer.getByLabel('Konto').selectOption(af.accid);
      await drawer.getByLabel('Antal').fill('10');
      await drawer.getByRole('button', { name: 'Lägg köporder' }).click();
      await drawer.getByText(/För att köpa Hävstångsprodukter gör du först ett kort kunskapstest/).waitFor();
      await drawer.getByRole('link', { name: 'Gör testet och kom tillbaka till ordern' }).click();
      await page.getByRole('heading', { name: 'Kunskapstest: Hävstångsprodukter' }).waitFor();
    };
    await orderTenFromTheAf();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const questions = KNOWLEDGE_TESTS.LEVERAGED.questions;
    const answer = async (oneWrong: boolean) => {
      for (const [index, question] of questions.entries()) {
        const wrong = question.options.find((option) => option !== question.correct)!;
        const option = oneWrong && index === 0 ? wrong : question.correct;
        await page.locator(`input[name="${question.id}"][value="${option}"]`).check();
      }
      await page.getByRole('button', { name: 'Skicka svar' }).click();
    };

    // Two failures in a row: the third attempt waits a day.
    await answer(true);
    await page.getByText('Inte godkänd: 2 rätt, 3 krävs.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Gör testet igen' }).click();
    await answer(true);
    await page.getByText(/Två försök i rad blev inte godkända\. Du kan försöka igen från/).waitFor();
    expect(await page.getByRole('button', { name: 'Gör testet igen' }).count()).toBe(0);

    // The next day (the session has ended): sign in with eID, the same order, the test passed.
    clock.advance(24 * HOUR + 60_000);
    await page.goto(build('login', {}, 'se'));
    await page.getByRole('button', { name: 'Logga in med e-legitimation' }).click();
    await confirmAsErik(page);
    await page.waitForURL((url) => url.pathname === build('accounts-overview', {}, 'se'));
    await orderTenFromTheAf();
    await answer(false);
    await page.getByText('Godkänd: 3 av 3 rätt.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Tillbaka till din order' }).click();

    // Back at the same order, as it was: the AF and the quantity.
    const again = page.getByRole('dialog', { name: `Köp ${mini!.name}` });
    await again.waitFor();
    expect(await again.getByLabel('Konto').inputValue()).toBe(af.accid);
    expect(await again.getByLabel('Antal').inputValue()).toBe('10');
    await again.getByRole('button', { name: 'Lägg köporder' }).click();
    await again.getByText('Ordern är lagd').waitFor();

    const statuses = await (await sameSession(page)).callOk(api.accountsAndMoney.appropriateness.list);
    expect(statuses.find((s) => s.productGroup === 'LEVERAGED')?.status).toBe('PASSED');
    await page.context().close();
  });
});

import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { instrumentBySymbol } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFocus, logInAt, seedSaver } from './fund-fixtures.ts';
import { type E2E, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const frida = {
  username: 'fridafond',
  password: 'a long enough password',
  country: 'se',
  name: 'Frida Fors',
};

/** Nothing on the page is wider than the phone's screen (a wide table scrolls in its own box). */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate('document.documentElement.scrollWidth') as Promise<number>;
}

describe('fund orders in Chromium, on a phone', () => {
  it('buys a fund for an amount at the next NAV, sees the order registered among the fund orders and cancels it', async () => {
    const { client, accid } = await seedSaver(e2e, frida);
    const fund = await instrumentBySymbol(e2e.server, 'AVA GLOBAL');
    const page = await logInAt(e2e, frida, 390);

    // The fund's page: Buy opens the fund ticket, not the exchange's.
    await page.goto(
      build('instrument', { instrumentId: String(fund.id), instrumentName: 'avanza-global' }, 'en'),
    );
    await page.getByRole('heading', { level: 1, name: 'Avanza Global' }).waitFor();
    await page.getByRole('link', { name: 'Buy', exact: true }).click();
    const ticket = page.getByRole('dialog', { name: 'Buy Avanza Global' });
    await ticket.waitFor();
    await ticket
      .getByText('Priced at the next NAV: the price is not known when you place the order')
      .waitFor();
    expect(await ticket.getByLabel('Quantity').count()).toBe(0);
    // The cut-off of a Swedish fund, 13:00 in Stockholm, as the worker tells it.
    await ticket
      .getByTestId('fund-cut-off')
      .filter({ hasText: /13:00 CES?T$/ })
      .waitFor({ timeout: 20_000 });
    await ticket.getByText('You can cancel the order until the cut-off.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    // Below the minimum first: said under the field, nothing sent.
    await ticket.getByLabel('Amount (SEK)').fill('50');
    await ticket.getByRole('button', { name: 'Place fund purchase' }).click();
    await ticket.getByText('The smallest purchase is SEK 100.00.').waitFor();
    expect(await hasFocus(page, 'input[aria-invalid="true"]')).toBe(true);
    await ticket.getByLabel('Amount (SEK)').fill('1000');
    await ticket.getByRole('button', { name: 'Place fund purchase' }).click();
    await ticket.getByRole('heading', { name: 'Fund order placed' }).waitFor();
    expect(await hasFocus(page, '.fund-order-receipt h3')).toBe(true);
    await ticket.getByText('Buy Avanza Global for SEK 1,000.00.').waitFor();
    expect(await ticket.getByTestId('fund-order-state').textContent()).toBe('Registered');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [placed] = await client.callOk(api.trading.listFundOrders, { params: { accid } });
    expect(placed).toMatchObject({ state: 'REGISTERED', side: 'BUY', amount: '1000.00' });
    expect((await client.callOk(api.accountsAndMoney.listAccounts))[0]!.buyingPower).toBe('4000.00');

    // The receipt leads to the orders page, where fund orders come first.
    await ticket.getByRole('link', { name: 'See your fund orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const fundOrders = page.getByRole('region', { name: 'Fund orders' });
    const order = fundOrders.getByTestId('fund-order');
    await order.getByRole('link', { name: 'Avanza Global' }).waitFor();
    await order.getByText('Registered', { exact: true }).waitFor();
    await order.getByText('Buy for SEK 1,000.00').waitFor();
    const tradeDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${placed!.estimatedTradeDate}T00:00:00Z`),
    );
    expect((await order.locator('dl').textContent())?.replace(/\s/g, ' ')).toContain(
      `Estimated trade date${tradeDate}`,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await order.getByRole('button', { name: 'Cancel order Avanza Global' }).click();
    await fundOrders.getByText('Fund order cancelled.').waitFor();
    expect(await hasFocus(page, '.fund-orders-section .alert-success')).toBe(true);
    await order.getByText('Cancelled', { exact: true }).waitFor();
    expect(await order.getByRole('button').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [cancelled] = await client.callOk(api.trading.listFundOrders, { params: { accid } });
    expect(cancelled).toMatchObject({ id: placed!.id, state: 'CANCELLED' });
    expect((await client.callOk(api.accountsAndMoney.listAccounts))[0]!.buyingPower).toBe('5000.00');
    await page.context().close();
  });
});

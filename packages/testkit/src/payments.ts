import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { api } from '@havn/contract';
import { signBody } from '@havn/server/accounts-and-money/payments/signature';
import type { Clock } from '@havn/server/clock';
import type { TestClient } from './test-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { type ScriptedMarket, scriptMarket } from './trading.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PaymentsServer {
  server: TestServer;
  market: ScriptedMarket;
  origin: string;
}

/**
 * A test server listening on a real port, PUBLIC_ORIGIN pointing at itself: the open-banking adapter,
 * the simulated provider and its notifications talk over HTTP, as in production.
 */
export async function startPaymentsServer(clock: Clock): Promise<PaymentsServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startTestServer({ clock, config: { port, publicOrigin: origin } });
  const market = scriptMarket(clock, server.ctx.marketData);
  server.ctx.marketData = market;
  await server.app.listen({ port, host: '127.0.0.1' });
  return { server, market, origin };
}

export const startOpenBankingDeposit = (
  client: TestClient,
  accid: string,
  amount: string,
  currency: string,
  key = randomUUID(),
) =>
  client.call(api.accountsAndMoney.deposit, {
    params: { accid },
    body: { amount, currency, method: 'OPEN_BANKING', site: 'en' },
    headers: { 'idempotency-key': key },
  });

/**
 * Does what a customer does on the simulated provider's page: opens it, picks a bank and logs in
 * (`confirm`), or cancels. Returns where the provider sends the browser back to.
 */
export async function walkProviderPage(
  redirectUrl: string,
  choice: { action: 'confirm' | 'cancel'; bank?: string },
): Promise<{ status: number; location: string | null }> {
  const page = await fetch(redirectUrl);
  if (page.status !== 200) throw new Error(`test: the provider's page answered ${page.status}`);
  const form = new URLSearchParams({
    action: choice.action,
    bank: choice.bank ?? 'nordbanken',
    user: 'demo',
  });
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return { status: answer.status, location: answer.headers.get('location') };
}

/** Posts a notification as the provider would, signed with `key` (the configured one unless told). */
export async function postNotification(
  payments: PaymentsServer,
  notification: Record<string, unknown>,
  options: { key?: string; at?: Date; signature?: string | null } = {},
): Promise<Response> {
  const body = JSON.stringify(notification);
  const key = options.key ?? payments.server.ctx.config.payments.signingKey;
  const signature =
    options.signature === undefined
      ? signBody(key, body, options.at ?? payments.server.ctx.clock.now())
      : options.signature;
  return fetch(`${payments.origin}/api/payments/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'havn-signature': signature } : {}) },
    body,
  });
}

/** Tells the simulated provider that a confirmed payment's money never arrived: it sends a debit. */
export async function debitAtProvider(payments: PaymentsServer, orderId: string): Promise<Response> {
  const body = '{}';
  return fetch(`${payments.origin}/payment-provider/api/payments/${orderId}/debit`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'havn-signature': signBody(
        payments.server.ctx.config.payments.signingKey,
        body,
        payments.server.ctx.clock.now(),
      ),
    },
    body,
  });
}

/** Plays a customer's bank transfer with a reference number reaching the simulated bank. */
export async function transferWithReference(
  payments: PaymentsServer,
  transfer: { scheme: string; reference: string; amount: string; currency: string },
): Promise<Response> {
  const body = JSON.stringify(transfer);
  return fetch(`${payments.origin}/payment-provider/api/reference-transfers`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'havn-signature': signBody(
        payments.server.ctx.config.payments.signingKey,
        body,
        payments.server.ctx.clock.now(),
      ),
    },
    body,
  });
}

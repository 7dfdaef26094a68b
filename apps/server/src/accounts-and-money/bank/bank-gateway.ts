import type { AppContext } from '../../context.ts';

/**
 * The adapter to the bank that verifies payout accounts and receives withdrawals, over HTTP. The demo
 * points it at the embedded simulator (bank-simulator.ts, PUBLIC_ORIGIN/bank-sim); a real bank or
 * payment provider is configuration (BANK_URL) behind the same calls: verification, payments out,
 * and direct debit (mandates, and the monthly collections through them). Failures throw, and the job
 * that called retries.
 */
export interface BankAccountRef {
  iban: string | null;
  clearingNumber: string | null;
  accountNumber: string | null;
}

export interface VerificationAnswer {
  result: 'APPROVED' | 'NOT_APPROVED';
  reason?: string;
}

export interface PaymentAnswer {
  result: 'ACCEPTED' | 'REJECTED';
  reason?: string;
}

export function bankUrl(ctx: AppContext): string {
  return ctx.config.bank.url ?? `${ctx.config.publicOrigin}/bank-sim`;
}

async function post<T>(ctx: AppContext, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${bankUrl(ctx)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`bank: ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Asks the bank whether the account exists, is an ordinary account and is the customer's own. */
export function verifyAccount(
  ctx: AppContext,
  input: { reference: string; customerId: string; account: BankAccountRef },
): Promise<VerificationAnswer> {
  return post(ctx, '/verifications', input);
}

/** Sends a payment; the same reference again is the same payment (the bank answers as before). */
export function sendPayment(
  ctx: AppContext,
  input: { reference: string; amount: string; currency: string; account: BankAccountRef },
): Promise<PaymentAnswer> {
  return post(ctx, '/payments', input);
}

export interface MandateAnswer {
  /** PENDING: the bank has not decided yet (a real one takes the scheme's lead time); ask again later. */
  result: 'ACTIVE' | 'PENDING' | 'REJECTED';
  reason?: string;
}

/** Registers a direct-debit mandate (the same reference again is the same mandate) and says where it stands. */
export function registerMandate(
  ctx: AppContext,
  input: { reference: string; scheme: string; customerId: string; account: BankAccountRef },
): Promise<MandateAnswer> {
  return post(ctx, '/mandates', input);
}

/** Collects a debit through an active mandate; the same reference again is the same collection. */
export function collectDebit(
  ctx: AppContext,
  input: {
    reference: string;
    mandateReference: string;
    amount: string;
    currency: string;
    account: BankAccountRef;
  },
): Promise<PaymentAnswer> {
  return post(ctx, '/collections', input);
}

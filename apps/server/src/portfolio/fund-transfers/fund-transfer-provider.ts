import type {
  FundNotMovableReason,
  FundTransferRejectReason,
  FundTransferWrapper,
} from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The adapter to the other fund companies' and banks' holdings and transfer service, over HTTP (in
 * Sweden the fund companies' transfer routine behind "flytta fonder", in Norway the ASK transfer
 * between banks). The demo points it at the embedded simulator (fund-transfer-simulator.ts,
 * PUBLIC_ORIGIN/fund-transfer-sim); a real service is configuration (FUND_TRANSFER_URL) behind the
 * same calls: the providers, a person's holdings at one (the transfer authority given), a transfer
 * sent to the provider, and its progress.
 */

/** Whose holdings: the person's country (ISO alpha-2, upper case) and their personal number. */
export interface FundTransferPerson {
  country: string;
  personalNumber: string;
}

export interface ProviderInfo {
  id: string;
  name: string;
  country: string;
  feePerFund: string;
  feeCurrency: string;
}

/** A holding as the provider reports it: its own figures, before Havn's rules. */
export interface ProviderHolding {
  id: string;
  providerId: string;
  name: string;
  isin: string;
  wrapper: FundTransferWrapper;
  units: string;
  value: string;
  acquisitionCost: string;
  currency: string;
  fee: string;
}

export type ProviderTransferAnswer =
  | { result: 'ACCEPTED'; caseId: string }
  | { result: 'REFUSED'; reason: FundTransferRejectReason | FundNotMovableReason };

export type ProviderCaseStatus =
  | { status: 'SENT' | 'IN_TRANSFER' }
  | { status: 'COMPLETED'; units: string; acquisitionCost: string; currency: string }
  | { status: 'REJECTED'; reason: FundTransferRejectReason };

export function fundTransferUrl(ctx: AppContext): string {
  return ctx.config.fundTransfer.url ?? `${ctx.config.publicOrigin}/fund-transfer-sim`;
}

class NotFound extends Error {}

async function post<T>(ctx: AppContext, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${fundTransferUrl(ctx)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404) throw new NotFound(path);
  if (!response.ok) throw new Error(`fund transfer service: ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A read the customer waits for: an unknown provider is 404, the service's failure 503, never a 500. */
async function read<T>(ctx: AppContext, path: string, body: unknown): Promise<T> {
  try {
    return await post<T>(ctx, path, body);
  } catch (error) {
    if (error instanceof NotFound) throw new AppError('NOT_FOUND', 'No such fund company or bank.');
    ctx.log.warn({ err: error }, 'fund transfer service unreachable');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The other fund company’s holdings service does not answer. Try again later.',
    );
  }
}

export function providersOf(ctx: AppContext, country: string): Promise<ProviderInfo[]> {
  return read(ctx, '/providers', { country });
}

/** The person's holdings at one provider (the customer has given Havn the transfer authority). */
export function providerHoldings(
  ctx: AppContext,
  provider: string,
  person: FundTransferPerson,
): Promise<ProviderHolding[]> {
  return read(ctx, '/holdings', { provider, person });
}

/**
 * Sends a signed transfer of one holding to its provider; the same reference again is the same case.
 * Failures throw, and the job that called retries.
 */
export function sendProviderTransfer(
  ctx: AppContext,
  input: {
    reference: string;
    provider: string;
    person: FundTransferPerson;
    holdingId: string;
    receiver: { institution: string; accid: string; accountType: string };
  },
): Promise<ProviderTransferAnswer> {
  return post(ctx, '/transfers', input);
}

/** Where a transfer's case stands at the provider. */
export function providerCaseStatus(
  ctx: AppContext,
  input: { caseId: string; person: FundTransferPerson },
): Promise<ProviderCaseStatus> {
  return post(ctx, '/transfers/status', input);
}

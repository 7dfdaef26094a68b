import type {
  MoveRejectReason,
  NotMovableReason,
  PensionInsuranceKind,
  PensionManagement,
} from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The adapter to the pension information and transfer service (Sweden's minPension and
 * Pensionsflyttguiden, Denmark's PensionsInfo, Norway's Norsk Pensjon), over HTTP. The demo points it
 * at the embedded simulator (pension-exchange-simulator.ts, PUBLIC_ORIGIN/pension-sim); a real service
 * is configuration (PENSION_EXCHANGE_URL) behind the same calls: the companies, a person's insurances
 * (with their information mandate), a move sent to the old company, and its progress.
 */

/** Whose insurances: the person's country (ISO alpha-2, upper case) and their personal number. */
export interface PensionPerson {
  country: string;
  personalNumber: string;
}

export interface ExchangeCompany {
  id: string;
  name: string;
  country: string;
}

/** An insurance as the service reports it: the company's own figures, before Havn's rules. */
export interface ExchangeInsurance {
  id: string;
  companyId: string;
  company: string;
  kind: PensionInsuranceKind;
  management: PensionManagement;
  value: string;
  currency: string;
  /** What the company would charge for a move (Havn caps it where the law does). */
  feeCharged: string;
  repaymentCover: boolean;
  collectiveAgreement: boolean;
  irrevocableBeneficiary: boolean;
  payoutStarted: boolean;
}

export type ExchangeMoveAnswer =
  | { result: 'ACCEPTED'; caseId: string }
  | { result: 'REFUSED'; reason: NotMovableReason };

export type ExchangeCaseStatus =
  | { status: 'SENT' | 'IN_TRANSFER' }
  | { status: 'COMPLETED'; amount: string; currency: string }
  | { status: 'REJECTED'; reason: MoveRejectReason };

export function pensionExchangeUrl(ctx: AppContext): string {
  return ctx.config.pension.url ?? `${ctx.config.publicOrigin}/pension-sim`;
}

async function post<T>(ctx: AppContext, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${pensionExchangeUrl(ctx)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`pension exchange: ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A read the customer waits for: the service's failure is their 503, never a 500. */
async function read<T>(ctx: AppContext, path: string, body: unknown): Promise<T> {
  try {
    return await post<T>(ctx, path, body);
  } catch (error) {
    ctx.log.warn({ err: error }, 'pension exchange unreachable');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The pension information service does not answer. Try again later.',
    );
  }
}

export function exchangeCompanies(ctx: AppContext, country: string): Promise<ExchangeCompany[]> {
  return read(ctx, '/companies', { country });
}

/** The person's insurances at other companies (the customer has given the information mandate). */
export function exchangeInsurances(ctx: AppContext, person: PensionPerson): Promise<ExchangeInsurance[]> {
  return read(ctx, '/insurances', person);
}

/**
 * Sends a signed move of one insurance to its company; the same reference again is the same case.
 * Failures throw, and the job that called retries.
 */
export function sendExchangeMove(
  ctx: AppContext,
  input: {
    reference: string;
    person: PensionPerson;
    insuranceId: string;
    receiver: { accid: string; accountType: string };
  },
): Promise<ExchangeMoveAnswer> {
  return post(ctx, '/moves', input);
}

/** Where a move's case stands at the old company. */
export function exchangeCaseStatus(
  ctx: AppContext,
  input: { caseId: string; person: PensionPerson },
): Promise<ExchangeCaseStatus> {
  return post(ctx, '/moves/status', input);
}

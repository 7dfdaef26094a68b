import type { CreditDecision } from '@havn/domain/credit/index';
import type { AppContext } from '../../context.ts';

/**
 * The adapter to the credit check service a mortgage application goes to (a Nordic credit bureau such
 * as UC in Sweden, with the lender's own affordability rules behind it), over HTTP. The demo points it
 * at the embedded simulator (credit-bureau-simulator.ts, PUBLIC_ORIGIN/credit-sim); a real service is
 * configuration (CREDIT_BUREAU_URL) behind the same calls: send an application, ask how it stands, and
 * ask whether a person has a payment remark (a securities credit limit's check).
 */

export interface CreditCheckApplicant {
  personalNumber: string;
  yearlyIncome: string;
  otherDebts: string;
}

export interface CreditCheckRequest {
  /** Havn's application id: the same reference again is the same case. */
  reference: string;
  country: string;
  currency: string;
  loanAmount: string;
  propertyValue: string;
  children: number;
  applicants: CreditCheckApplicant[];
}

export type CreditCaseStatus = { status: 'IN_REVIEW' } | { status: 'DECIDED'; decision: CreditDecision };

export function creditBureauUrl(ctx: AppContext): string {
  return ctx.config.credit.bureauUrl ?? `${ctx.config.publicOrigin}/credit-sim`;
}

async function post<T>(ctx: AppContext, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${creditBureauUrl(ctx)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`credit bureau: ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Sends an application; failures throw and the job that called retries. */
export function sendCreditCheck(ctx: AppContext, request: CreditCheckRequest): Promise<{ caseId: string }> {
  return post(ctx, '/checks', request);
}

/** Where a case stands: still in review, or decided. */
export function creditCaseStatus(ctx: AppContext, caseId: string): Promise<CreditCaseStatus> {
  return post(ctx, '/checks/status', { caseId });
}

/** Whether the bureau holds a payment remark against a person; failures throw (the caller answers 503). */
export async function hasPaymentRemark(ctx: AppContext, personalNumber: string): Promise<boolean> {
  const { paymentRemarks } = await post<{ paymentRemarks: boolean }>(ctx, '/remarks', { personalNumber });
  return paymentRemarks;
}

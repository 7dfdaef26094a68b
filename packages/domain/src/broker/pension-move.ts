import { roundMoney } from './currency.ts';
import { dec } from './decimal.ts';

/**
 * Moving a pension here from another company (domain notes §4, "Moving a pension"): the kinds of
 * insurance a customer may hold elsewhere, why one may not move, the states a move goes through and
 * which of Havn's pension account types receives which kind. The old company's figures come from the
 * pension information service (minPension/Pensionsflyttguiden-type); these rules decide what Havn
 * asks of it.
 */
export const PENSION_INSURANCE_KINDS = [
  /** SE: a private pension insurance (fund or depå): a statutory right to move since 1 July 2022. */
  'SE_PRIVATE_PENSION',
  /** SE: an individual tjänstepension: movable, but the employer signs the move too. */
  'SE_OCCUPATIONAL_PENSION',
  /** SE: a collective-agreement pension (ITP, SAF-LO…): moved only inside the agreement's own choice. */
  'SE_COLLECTIVE_PENSION',
  /** NO: individuell pensjonssparing. */
  'NO_IPS',
  /** NO: pensjonskapitalbevis from a former employer's scheme; it moves into an egen pensjonskonto. */
  'NO_PKB',
  /** DK: ratepension. */
  'DK_RATEPENSION',
  /** DK: aldersopsparing. */
  'DK_ALDERSOPSPARING',
  /** DK: a collective labour-market pension (arbejdsmarkedspension): mandatory schemes do not move. */
  'DK_LABOUR_MARKET_PENSION',
  /** FI: vapaaehtoinen pitkäaikaissäästäminen (PS-tili). */
  'FI_PS',
] as const;
export type PensionInsuranceKind = (typeof PENSION_INSURANCE_KINDS)[number];

/** How the capital is managed: fund and depå insurance move within 2 weeks, traditional within 2 months. */
export const PENSION_MANAGEMENT = ['FUND', 'DEPOSITORY', 'TRADITIONAL'] as const;
export type PensionManagement = (typeof PENSION_MANAGEMENT)[number];

/**
 * Why an insurance may not move (domain notes: collective scheme, irrevocable beneficiary, payout
 * started), or why this request may not move it: it is already in a move, or it is not the
 * customer's (unknown to the information service).
 */
export const NOT_MOVABLE_REASONS = [
  'COLLECTIVE_AGREEMENT',
  'IRREVOCABLE_BENEFICIARY',
  'PAYOUT_STARTED',
  'ALREADY_MOVING',
  'UNKNOWN_INSURANCE',
] as const;
export type NotMovableReason = (typeof NOT_MOVABLE_REASONS)[number];

/** Why the old company returned a signed move (the case is returned to the customer). */
export const MOVE_REJECT_REASONS = [
  'EMPLOYER_SIGNATURE_MISSING',
  'COLLECTIVE_AGREEMENT',
  'IRREVOCABLE_BENEFICIARY',
  'PAYOUT_STARTED',
] as const;
export type MoveRejectReason = (typeof MOVE_REJECT_REASONS)[number];

/**
 * A move's states in order (domain notes, assumed): draft → consent → data fetched → choices →
 * signed → sent to the old insurer → in transfer → completed | rejected. The customer walks the first
 * four in the journey; the server records a move when it is signed.
 */
export const PENSION_MOVE_STATUSES = [
  'DRAFT',
  'CONSENT',
  'DATA_FETCHED',
  'CHOICES',
  'SIGNED',
  'SENT',
  'IN_TRANSFER',
  'COMPLETED',
  'REJECTED',
] as const;
export type PensionMoveStatus = (typeof PENSION_MOVE_STATUSES)[number];

/** The states after signing an insurance's move goes through at the old company. */
export type PensionMoveItemStatus = Extract<
  PensionMoveStatus,
  'SIGNED' | 'SENT' | 'IN_TRANSFER' | 'COMPLETED' | 'REJECTED'
>;

export function isFinalMoveStatus(status: PensionMoveStatus): boolean {
  return status === 'COMPLETED' || status === 'REJECTED';
}

const ORDER: Readonly<Record<PensionMoveStatus, number>> = /* @__PURE__ */ Object.fromEntries(
  PENSION_MOVE_STATUSES.map((s, i) => [s, i]),
) as Record<PensionMoveStatus, number>;

/** Whether a move may go from `from` to `to`: forward only, never out of a final state. */
export function mayAdvance(from: PensionMoveStatus, to: PensionMoveStatus): boolean {
  if (isFinalMoveStatus(from)) return false;
  if (to === 'REJECTED') return true;
  return ORDER[to] > ORDER[from];
}

/**
 * A move of several insurances stands where its least advanced insurance stands; once every one is
 * done it is COMPLETED if any money came over, else REJECTED.
 */
export function moveStatusOf(items: readonly PensionMoveItemStatus[]): PensionMoveStatus {
  if (items.length === 0) return 'SIGNED';
  const open = items.filter((s) => !isFinalMoveStatus(s));
  if (open.length === 0) return items.includes('COMPLETED') ? 'COMPLETED' : 'REJECTED';
  return open.reduce((least, s) => (ORDER[s] < ORDER[least] ? s : least));
}

/** The steps a move's page shows, each done, current, still to come, or where it failed. */
export const PENSION_MOVE_STEPS = [
  'CONSENT',
  'DATA_FETCHED',
  'CHOICES',
  'SIGNED',
  'SENT',
  'IN_TRANSFER',
  'COMPLETED',
] as const;
export type PensionMoveStep = (typeof PENSION_MOVE_STEPS)[number];
export type PensionMoveStepState = 'DONE' | 'CURRENT' | 'PENDING' | 'FAILED';

export interface PensionMoveStepView {
  step: PensionMoveStep;
  state: PensionMoveStepState;
  /** When the step was reached (ISO 8601), if it was. */
  at: string | null;
}

/**
 * The steps of a move at `status`, given when each state was reached (`reachedAt`): every step up to
 * the last one reached is DONE, the next is CURRENT (what is happening now), the rest PENDING. A
 * REJECTED move FAILED at the step after the last one it reached; the steps after that never come.
 */
export function moveSteps(
  status: PensionMoveStatus,
  reachedAt: Partial<Record<PensionMoveStatus, string>>,
): PensionMoveStepView[] {
  const lastReached =
    status === 'REJECTED'
      ? PENSION_MOVE_STEPS.reduce<number>((last, s, i) => (reachedAt[s] ? i : last), -1)
      : PENSION_MOVE_STEPS.indexOf(status as PensionMoveStep);
  return PENSION_MOVE_STEPS.map((step, i): PensionMoveStepView => {
    if (i <= lastReached) return { step, state: 'DONE', at: reachedAt[step] ?? null };
    if (i === lastReached + 1) {
      return status === 'REJECTED'
        ? { step, state: 'FAILED', at: reachedAt.REJECTED ?? null }
        : { step, state: 'CURRENT', at: null };
    }
    return { step, state: 'PENDING', at: null };
  });
}

/** SE: what the old company may charge for a move (domain notes: capped, 650 SEK in 2023). */
export const SE_MOVE_FEE_CAP = '650.00';

/** The country and currency of each kind: an insurance is held in its country's currency. */
export const PENSION_KIND_CURRENCY: Readonly<Record<PensionInsuranceKind, string>> = {
  SE_PRIVATE_PENSION: 'SEK',
  SE_OCCUPATIONAL_PENSION: 'SEK',
  SE_COLLECTIVE_PENSION: 'SEK',
  NO_IPS: 'NOK',
  NO_PKB: 'NOK',
  DK_RATEPENSION: 'DKK',
  DK_ALDERSOPSPARING: 'DKK',
  DK_LABOUR_MARKET_PENSION: 'DKK',
  FI_PS: 'EUR',
};

/** The kinds a customer of `country` (ISO alpha-2, any case) may hold elsewhere. */
export function pensionKindsOf(country: string): PensionInsuranceKind[] {
  const prefix = `${country.toUpperCase()}_`;
  return PENSION_INSURANCE_KINDS.filter((k) => k.startsWith(prefix));
}

/**
 * The fee a move costs, in the insurance's currency: a Swedish insurance's at most SE_MOVE_FEE_CAP
 * (the statutory cap), others' as the company charges it; never more than the capital itself.
 */
export function moveFee(kind: PensionInsuranceKind, charged: string, value: string): string {
  const currency = PENSION_KIND_CURRENCY[kind];
  let fee = dec(charged);
  if (fee.isNegative()) fee = dec(0);
  if (kind.startsWith('SE_') && fee.greaterThan(dec(SE_MOVE_FEE_CAP))) fee = dec(SE_MOVE_FEE_CAP);
  if (fee.greaterThan(dec(value))) fee = dec(value);
  return roundMoney(fee, currency);
}

/** What reaches the receiving account: the whole capital (no splitting) less the move's fee. */
export function amountMovedIn(value: string, fee: string, currency: string): string {
  const net = dec(value).minus(dec(fee));
  return roundMoney(net.isNegative() ? dec(0) : net, currency);
}

/**
 * The pension account types that may receive each kind (Havn's pension accounts, account-type.ts):
 * a Swedish private pension a PRIVATE_PENSION, a tjänstepension an OCCUPATIONAL_PENSION, a Norwegian
 * IPS an IPS and a PKB an EPK, each Danish one its own kind, a Finnish PS a PS.
 */
export const RECEIVING_ACCOUNT_TYPES: Readonly<Record<PensionInsuranceKind, readonly string[]>> = {
  SE_PRIVATE_PENSION: ['PRIVATE_PENSION'],
  SE_OCCUPATIONAL_PENSION: ['OCCUPATIONAL_PENSION'],
  SE_COLLECTIVE_PENSION: ['OCCUPATIONAL_PENSION'],
  NO_IPS: ['IPS'],
  NO_PKB: ['EPK'],
  DK_RATEPENSION: ['RATEPENSION'],
  DK_ALDERSOPSPARING: ['ALDERSOPSPARING'],
  DK_LABOUR_MARKET_PENSION: ['RATEPENSION'],
  FI_PS: ['PS'],
};

export function mayReceive(accountType: string, kind: PensionInsuranceKind): boolean {
  return RECEIVING_ACCOUNT_TYPES[kind].includes(accountType);
}

/** A kind whose move the employer signs as well (an individual tjänstepension). */
export function needsEmployerSignature(kind: PensionInsuranceKind): boolean {
  return kind === 'SE_OCCUPATIONAL_PENSION';
}

/**
 * The longest a move should take, in days: fund and depå insurance 2 weeks, traditional 2 months,
 * a move the employer signs about 60 days; Norway's IPS 3–4 weeks; Denmark up to 8 weeks.
 */
export function maxMoveDays(kind: PensionInsuranceKind, management: PensionManagement): number {
  if (needsEmployerSignature(kind)) return 60;
  if (kind.startsWith('DK_')) return 56;
  if (kind.startsWith('NO_')) return 28;
  return management === 'TRADITIONAL' ? 60 : 14;
}

/** The facts of an insurance elsewhere that decide whether it may move. */
export interface InsuranceFacts {
  kind: PensionInsuranceKind;
  collectiveAgreement: boolean;
  irrevocableBeneficiary: boolean;
  payoutStarted: boolean;
}

/** Why the insurance may not move, or null when it may. */
export function notMovableReason(facts: InsuranceFacts): NotMovableReason | null {
  if (
    facts.collectiveAgreement ||
    facts.kind === 'SE_COLLECTIVE_PENSION' ||
    facts.kind === 'DK_LABOUR_MARKET_PENSION'
  ) {
    return 'COLLECTIVE_AGREEMENT';
  }
  if (facts.irrevocableBeneficiary) return 'IRREVOCABLE_BENEFICIARY';
  if (facts.payoutStarted) return 'PAYOUT_STARTED';
  return null;
}

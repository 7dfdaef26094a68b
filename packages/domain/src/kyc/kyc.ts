/**
 * Know your customer (domain notes §1): the questionnaire's answers and the one rule that decides what
 * becomes of them. The server decides with `assessKyc`; the web asks the same questions and shows the
 * same problems before it sends them.
 */
export const KYC_STATUSES = ['APPROVED', 'IN_REVIEW', 'REFUSED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** Why an answer is refused or waits for a compliance officer. */
export const KYC_REASONS = [
  'US_PERSON',
  'MINOR_NEEDS_GUARDIAN',
  'PEP',
  'NON_RESIDENT',
  'DECLINED_BY_COMPLIANCE',
] as const;
export type KycReason = (typeof KYC_REASONS)[number];

export const OCCUPATIONS = [
  'EMPLOYED',
  'SELF_EMPLOYED',
  'STUDENT',
  'RETIRED',
  'UNEMPLOYED',
  'OTHER',
] as const;
/** Yearly income before tax, in euro bands so every country answers the same question. */
export const INCOME_BANDS = ['UNDER_25K', 'FROM_25K_TO_50K', 'FROM_50K_TO_100K', 'OVER_100K'] as const;
export const SOURCES_OF_FUNDS = [
  'SALARY',
  'BUSINESS',
  'PENSION',
  'SAVINGS',
  'INHERITANCE_OR_GIFT',
  'PROPERTY_SALE',
  'INVESTMENTS',
] as const;
export const PURPOSES = ['LONG_TERM_SAVING', 'RETIREMENT', 'TRADING', 'CHILDREN', 'OTHER'] as const;
/** Money the customer expects to deposit in a year, in euro bands. */
export const DEPOSIT_BANDS = ['UNDER_10K', 'FROM_10K_TO_50K', 'FROM_50K_TO_250K', 'OVER_250K'] as const;
/** Prominent public functions (the money laundering directive's list), held now or in the last 18 months. */
export const PEP_ROLES = [
  'HEAD_OF_STATE_OR_GOVERNMENT',
  'MINISTER',
  'MEMBER_OF_PARLIAMENT',
  'SUPREME_COURT_JUDGE',
  'CENTRAL_BANK_BOARD',
  'AMBASSADOR',
  'SENIOR_MILITARY_OFFICER',
  'STATE_COMPANY_BOARD',
  'INTERNATIONAL_ORGANISATION',
  'PARTY_LEADERSHIP',
] as const;
/** Whose role it is: the customer's own, a family member's, or a known close associate's. */
export const PEP_RELATIONS = ['SELF', 'FAMILY', 'CLOSE_ASSOCIATE'] as const;

export type Occupation = (typeof OCCUPATIONS)[number];
export type IncomeBand = (typeof INCOME_BANDS)[number];
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];
export type Purpose = (typeof PURPOSES)[number];
export type DepositBand = (typeof DEPOSIT_BANDS)[number];
export type PepRole = (typeof PEP_ROLES)[number];
export type PepRelation = (typeof PEP_RELATIONS)[number];

export interface KycAnswers {
  /** ISO 3166-1 alpha-2, lower case, every citizenship the customer holds. */
  citizenships: string[];
  taxResidencies: { country: string; tin?: string | undefined }[];
  usPerson: boolean;
  pep: { isPep: boolean; role?: PepRole | undefined; relation?: PepRelation | undefined };
  occupation: Occupation;
  annualIncome: IncomeBand;
  sourceOfFunds: SourceOfFunds[];
  purposes: Purpose[];
  expectedYearlyDeposits: DepositBand;
}

/** What the eID told us about the person: where they live and when they were born. */
export interface KycSubject {
  /** The country of residence (the eID's country), lower case. */
  residence: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

export type KycProblem =
  | 'CITIZENSHIP_REQUIRED'
  | 'TAX_RESIDENCY_REQUIRED'
  | 'TIN_REQUIRED'
  | 'PEP_ROLE_REQUIRED'
  | 'SOURCE_OF_FUNDS_REQUIRED'
  | 'PURPOSE_REQUIRED';

export interface KycFieldProblem {
  field: string;
  problem: KycProblem;
}

export const ADULT_AGE = 18;
/** Months until the answers are asked again: sooner for answers a compliance officer had to look at. */
export const KYC_REVIEW_MONTHS = { standard: 24, enhanced: 12 } as const;

/**
 * Answers that cannot be assessed: missing parts (domain notes: missing answers mean refusal, so the
 * form says which before it is sent). A tax residency abroad needs its TIN; at home the personal
 * number the eID proved is the TIN.
 */
export function kycProblems(answers: KycAnswers, subject: KycSubject): KycFieldProblem[] {
  const problems: KycFieldProblem[] = [];
  if (answers.citizenships.length === 0)
    problems.push({ field: 'citizenships', problem: 'CITIZENSHIP_REQUIRED' });
  if (answers.taxResidencies.length === 0) {
    problems.push({ field: 'taxResidencies', problem: 'TAX_RESIDENCY_REQUIRED' });
  }
  answers.taxResidencies.forEach((residency, index) => {
    if (residency.country !== subject.residence && !residency.tin?.trim()) {
      problems.push({ field: `taxResidencies.${index}.tin`, problem: 'TIN_REQUIRED' });
    }
  });
  if (answers.pep.isPep && (!answers.pep.role || !answers.pep.relation)) {
    problems.push({ field: 'pep', problem: 'PEP_ROLE_REQUIRED' });
  }
  if (answers.sourceOfFunds.length === 0) {
    problems.push({ field: 'sourceOfFunds', problem: 'SOURCE_OF_FUNDS_REQUIRED' });
  }
  if (answers.purposes.length === 0) problems.push({ field: 'purposes', problem: 'PURPOSE_REQUIRED' });
  return problems;
}

/** Whole years from a YYYY-MM-DD birth date to `now` (UTC calendar). */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function isUsPerson(answers: KycAnswers): boolean {
  return (
    answers.usPerson ||
    answers.citizenships.includes('us') ||
    answers.taxResidencies.some((residency) => residency.country === 'us')
  );
}

export interface KycAssessment {
  status: KycStatus;
  reason?: KycReason;
}

/**
 * The outcome of complete answers. Refusals first: Havn does not take US persons (FATCA) and a minor
 * is a customer only through a guardian, which online onboarding does not do. Then enhanced review:
 * a PEP (own role, family or close associate) or someone not tax resident where they live waits for
 * a compliance officer. Everyone else is approved at once.
 */
export function assessKyc(answers: KycAnswers, subject: KycSubject, now: Date): KycAssessment {
  if (ageOn(subject.birthDate, now) < ADULT_AGE) return { status: 'REFUSED', reason: 'MINOR_NEEDS_GUARDIAN' };
  if (isUsPerson(answers)) return { status: 'REFUSED', reason: 'US_PERSON' };
  if (answers.pep.isPep) return { status: 'IN_REVIEW', reason: 'PEP' };
  if (!answers.taxResidencies.some((residency) => residency.country === subject.residence)) {
    return { status: 'IN_REVIEW', reason: 'NON_RESIDENT' };
  }
  return { status: 'APPROVED' };
}

/** When approved answers are asked again: a year after an enhanced review, two years otherwise. */
export function nextKycReview(approvedAt: Date, enhanced: boolean): Date {
  const next = new Date(approvedAt);
  next.setUTCMonth(next.getUTCMonth() + (enhanced ? KYC_REVIEW_MONTHS.enhanced : KYC_REVIEW_MONTHS.standard));
  return next;
}

/** Past the review date, trading and money out wait until the customer answers again. */
export function isKycRefreshDue(nextReviewAt: Date | null, now: Date): boolean {
  return nextReviewAt !== null && nextReviewAt.getTime() <= now.getTime();
}

/** How long an eID confirmation counts as fresh for a step-up (contact details, money out). */
export const STEP_UP_MAX_AGE_SECONDS = 300;

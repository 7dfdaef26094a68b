import type { InstrumentType } from './market-lists.ts';

/**
 * MiFID II appropriateness (api.md, Customers and accounts): complex products are grouped, and a
 * customer may trade a group only after passing its knowledge test. Shares, plain ETFs and funds need
 * no test.
 */
export const PRODUCT_GROUPS = [
  'WARRANTS_RIGHTS',
  'LEVERAGED',
  'OPTIONS_DERIVATIVES',
  'STRUCTURED',
  'COMPLEX_FUNDS',
  'BONDS',
] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];
export type AppropriatenessStatus = 'NOT_ASSESSED' | 'PASSED' | 'FAILED';

const GROUP_OF_TYPE: Partial<Record<InstrumentType, ProductGroup>> = {
  WARRANT: 'WARRANTS_RIGHTS',
  BULL_BEAR: 'LEVERAGED',
  MINI_FUTURE: 'LEVERAGED',
  UNLIMITED_TURBO: 'LEVERAGED',
  OPTION: 'OPTIONS_DERIVATIVES',
  CERTIFICATE: 'STRUCTURED',
  TRACKER: 'STRUCTURED',
};

/** The product group an instrument type's test covers; null when it needs no test. */
export function productGroupOf(type: InstrumentType): ProductGroup | null {
  return GROUP_OF_TYPE[type] ?? null;
}

/**
 * A test's questions with their right answers: ids only, the wording (six languages) is content the
 * server serves. A new version of a group's questions asks everyone again (domain notes: revised tests
 * may have to be retaken).
 */
export interface KnowledgeTest {
  version: number;
  /** Right answers needed to pass. */
  passMark: number;
  questions: readonly { id: string; options: readonly string[]; correct: string }[];
}

function test(group: string, correct: readonly ('a' | 'b' | 'c')[]): KnowledgeTest {
  return {
    version: 1,
    passMark: correct.length,
    questions: correct.map((right, index) => ({
      id: `${group}-${index + 1}`,
      options: ['a', 'b', 'c'],
      correct: right,
    })),
  };
}

export const KNOWLEDGE_TESTS: Readonly<Record<ProductGroup, KnowledgeTest>> = {
  WARRANTS_RIGHTS: test('warrants', ['b', 'a', 'c']),
  LEVERAGED: test('leveraged', ['c', 'b', 'a']),
  OPTIONS_DERIVATIVES: test('options', ['a', 'c', 'b']),
  STRUCTURED: test('structured', ['b', 'c', 'a']),
  COMPLEX_FUNDS: test('funds', ['c', 'a', 'b']),
  BONDS: test('bonds', ['a', 'b', 'c']),
};

export interface TestScore {
  status: 'PASSED' | 'FAILED';
  correct: number;
  required: number;
}

/** Scores answers to the current version; an unanswered or unknown question counts as wrong. */
export function scoreKnowledgeTest(
  group: ProductGroup,
  answers: readonly { questionId: string; optionId: string }[],
): TestScore {
  const t = KNOWLEDGE_TESTS[group];
  const given = new Map(answers.map((a) => [a.questionId, a.optionId]));
  const correct = t.questions.filter((q) => given.get(q.id) === q.correct).length;
  return { status: correct >= t.passMark ? 'PASSED' : 'FAILED', correct, required: t.passMark };
}

/** Two attempts in a row may fail (as Pareto allows); a third waits this long after the second. */
export const FAILED_ATTEMPTS_BEFORE_COOL_DOWN = 2;
export const RETAKE_COOL_DOWN_HOURS = 24;

/**
 * When the next attempt may start, given the attempts at the current version, newest first; null:
 * now. A pass ends the run of failures.
 */
export function nextAttemptAt(attempts: readonly { passed: boolean; at: Date }[]): Date | null {
  const run = attempts.slice(0, FAILED_ATTEMPTS_BEFORE_COOL_DOWN);
  if (run.length < FAILED_ATTEMPTS_BEFORE_COOL_DOWN || run.some((a) => a.passed)) return null;
  return new Date(run[0]!.at.getTime() + RETAKE_COOL_DOWN_HOURS * 3_600_000);
}

/** A group's status from its latest attempt: only a pass of the current version counts as passed. */
export function appropriatenessStatus(
  group: ProductGroup,
  latest: { passed: boolean; version: number } | null,
): AppropriatenessStatus {
  if (!latest) return 'NOT_ASSESSED';
  if (latest.version !== KNOWLEDGE_TESTS[group].version) return 'NOT_ASSESSED';
  return latest.passed ? 'PASSED' : 'FAILED';
}

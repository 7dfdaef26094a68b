import type { AppropriatenessRow, KnowledgeTestView } from '@havn/contract';
import type { Language } from '@havn/domain';
import {
  appropriatenessStatus,
  type InstrumentType,
  KNOWLEDGE_TESTS,
  nextAttemptAt,
  PRODUCT_GROUPS,
  type ProductGroup,
  productGroupOf,
  scoreKnowledgeTest,
  type TestScore,
} from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type AttemptRow, attemptsOf, insertAttempt } from './appropriateness-repo.ts';
import { TEST_WORDING } from './test-content/index.ts';

function currentAttempts(rows: readonly AttemptRow[], group: ProductGroup): AttemptRow[] {
  const version = KNOWLEDGE_TESTS[group].version;
  return rows.filter((r) => r.productGroup === group && r.version === version);
}

function retryAt(rows: readonly AttemptRow[], group: ProductGroup): Date | null {
  return nextAttemptAt(currentAttempts(rows, group).map((r) => ({ passed: r.passed, at: r.assessedAt })));
}

/** Each product group's status: its latest attempt at the current version of its test. */
export async function myAppropriateness(ctx: AppContext, userId: string): Promise<AppropriatenessRow[]> {
  const rows = await attemptsOf(ctx.db, userId);
  const now = ctx.clock.now();
  return PRODUCT_GROUPS.map((productGroup) => {
    const latest = currentAttempts(rows, productGroup)[0] ?? null;
    const next = retryAt(rows, productGroup);
    return {
      productGroup,
      status: appropriatenessStatus(productGroup, latest),
      ...(latest ? { assessedAt: latest.assessedAt.toISOString() } : {}),
      ...(next && next > now ? { nextAttemptAt: next.toISOString() } : {}),
    };
  });
}

/** A group's test in one language: the current version's questions, without their right answers. */
export function knowledgeTest(productGroup: ProductGroup, language: Language): KnowledgeTestView {
  const test = KNOWLEDGE_TESTS[productGroup];
  const wording = TEST_WORDING[language];
  return {
    productGroup,
    version: test.version,
    required: test.passMark,
    questions: test.questions.map((q) => {
      const [text, ...options] = wording[q.id]!;
      return { id: q.id, text, options: q.options.map((id, i) => ({ id, text: options[i]! })) };
    }),
  };
}

/**
 * Scores and stores an attempt with its version and time. Answers to an older version are refused
 * (the questions changed under the customer); after two failures in a row the next waits a day.
 */
export async function answerKnowledgeTest(
  ctx: AppContext,
  userId: string,
  productGroup: ProductGroup,
  input: { version: number; answers: { questionId: string; optionId: string }[] },
): Promise<TestScore & { nextAttemptAt?: string }> {
  if (input.version !== KNOWLEDGE_TESTS[productGroup].version) {
    throw new AppError('TEST_VERSION_CHANGED', 'The test has changed: load it again.');
  }
  const now = ctx.clock.now();
  const rows = await attemptsOf(ctx.db, userId, productGroup);
  const wait = retryAt(rows, productGroup);
  if (wait && wait > now) {
    throw new AppError('RETAKE_TOO_SOON', 'Two attempts in a row failed: try again later.', {
      extensions: { retryAt: wait.toISOString() },
    });
  }
  const score = scoreKnowledgeTest(productGroup, input.answers);
  const attempt = await insertAttempt(ctx.db, {
    userId,
    productGroup,
    version: input.version,
    passed: score.status === 'PASSED',
    correct: score.correct,
    required: score.required,
    answers: input.answers,
    assessedAt: now,
  });
  const next = retryAt([attempt, ...rows], productGroup);
  return { ...score, ...(next ? { nextAttemptAt: next.toISOString() } : {}) };
}

/**
 * Refuses with 403 NOT_APPROPRIATE (naming the group) an order for an instrument whose product group
 * the customer has not passed. Savings plans will call it too.
 */
export async function requireAppropriate(
  db: Db,
  userId: string,
  instrumentType: InstrumentType,
): Promise<void> {
  const group = productGroupOf(instrumentType);
  if (!group) return;
  const latest = currentAttempts(await attemptsOf(db, userId, group), group)[0] ?? null;
  if (appropriatenessStatus(group, latest) === 'PASSED') return;
  throw new AppError('NOT_APPROPRIATE', 'Pass the knowledge test for this kind of product first.', {
    extensions: { productGroup: group },
  });
}

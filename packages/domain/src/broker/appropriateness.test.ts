import { describe, expect, it } from 'vitest';
import {
  appropriatenessStatus,
  KNOWLEDGE_TESTS,
  nextAttemptAt,
  productGroupOf,
  scoreKnowledgeTest,
} from './appropriateness.ts';
import { riskLevel } from './risk-profile.ts';

const right = (group: keyof typeof KNOWLEDGE_TESTS) =>
  KNOWLEDGE_TESTS[group].questions.map((q) => ({ questionId: q.id, optionId: q.correct }));

describe('appropriateness (api.md product groups)', () => {
  it('tests complex products only', () => {
    expect(productGroupOf('STOCK')).toBeNull();
    expect(productGroupOf('ETF')).toBeNull();
    expect(productGroupOf('FUND')).toBeNull();
    expect(productGroupOf('MINI_FUTURE')).toBe('LEVERAGED');
    expect(productGroupOf('WARRANT')).toBe('WARRANTS_RIGHTS');
    expect(productGroupOf('OPTION')).toBe('OPTIONS_DERIVATIVES');
    expect(productGroupOf('TRACKER')).toBe('STRUCTURED');
  });

  it('passes all right, fails one wrong', () => {
    expect(scoreKnowledgeTest('LEVERAGED', right('LEVERAGED'))).toEqual({
      status: 'PASSED',
      correct: 3,
      required: 3,
    });
    const oneWrong = right('LEVERAGED').map((a, i) => (i === 0 ? { ...a, optionId: 'zz' } : a));
    expect(scoreKnowledgeTest('LEVERAGED', oneWrong)).toEqual({ status: 'FAILED', correct: 2, required: 3 });
  });

  it('waits a day after two failures in a row; a pass or a single failure does not', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    expect(nextAttemptAt([])).toBeNull();
    expect(nextAttemptAt([{ passed: false, at }])).toBeNull();
    expect(
      nextAttemptAt([
        { passed: false, at },
        { passed: false, at: new Date(0) },
      ]),
    ).toEqual(new Date('2026-11-25T10:00:00Z'));
    expect(
      nextAttemptAt([
        { passed: false, at },
        { passed: true, at: new Date(0) },
      ]),
    ).toBeNull();
  });

  it('counts a pass of an older version as not assessed', () => {
    expect(appropriatenessStatus('BONDS', null)).toBe('NOT_ASSESSED');
    expect(appropriatenessStatus('BONDS', { passed: true, version: 1 })).toBe('PASSED');
    expect(appropriatenessStatus('BONDS', { passed: false, version: 1 })).toBe('FAILED');
    expect(appropriatenessStatus('BONDS', { passed: true, version: 0 })).toBe('NOT_ASSESSED');
  });
});

describe('riskLevel', () => {
  const cautious = {
    horizon: 'UNDER_2Y',
    goal: 'PRESERVE',
    lossReaction: 'SELL_ALL',
    lossCapacity: 'NONE',
    experience: 'NONE',
    finances: 'TIGHT',
  };
  const bold = {
    horizon: 'OVER_10Y',
    goal: 'GROWTH',
    lossReaction: 'BUY_MORE',
    lossCapacity: 'MOST',
    experience: 'COMPLEX',
    finances: 'STRONG',
  };
  it('spans 1 to 7, loss capacity capping it', () => {
    expect(riskLevel(cautious)).toBe(1);
    expect(riskLevel(bold)).toBe(7);
    expect(riskLevel({ ...bold, lossCapacity: 'NONE' })).toBe(2);
    expect(riskLevel({ ...bold, lossCapacity: 'SMALL' })).toBe(4);
    expect(() => riskLevel({ ...bold, goal: 'NOPE' })).toThrow(RangeError);
  });
});

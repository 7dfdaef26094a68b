/**
 * The suitability questionnaire (domain notes §1: finances, knowledge, goal, horizon, risk appetite,
 * loss capacity): each answer scores 0–3 and the sum maps to a risk level 1–7, which the fund portfolio
 * guide and pension read. The wording lives in the web's catalogs; these are the codes.
 */
export const RISK_QUESTIONS = [
  { id: 'horizon', options: ['UNDER_2Y', 'Y2_5', 'Y5_10', 'OVER_10Y'] },
  { id: 'goal', options: ['PRESERVE', 'INCOME', 'BALANCED', 'GROWTH'] },
  { id: 'lossReaction', options: ['SELL_ALL', 'SELL_SOME', 'HOLD', 'BUY_MORE'] },
  { id: 'lossCapacity', options: ['NONE', 'SMALL', 'HALF', 'MOST'] },
  { id: 'experience', options: ['NONE', 'FUNDS', 'SHARES', 'COMPLEX'] },
  { id: 'finances', options: ['TIGHT', 'SOME_BUFFER', 'GOOD_BUFFER', 'STRONG'] },
] as const;
export type RiskQuestionId = (typeof RISK_QUESTIONS)[number]['id'];
export type RiskAnswers = Readonly<Record<string, string>>;

/** null when every question has one of its options; otherwise the first question that has not. */
export function missingRiskAnswer(answers: RiskAnswers): RiskQuestionId | null {
  for (const q of RISK_QUESTIONS) {
    if (!(q.options as readonly string[]).includes(answers[q.id] ?? '')) return q.id;
  }
  return null;
}

/**
 * The risk level 1–7 of complete answers. Loss capacity caps it: who can afford no loss gets at most 2,
 * a small loss at most 4, whatever their appetite.
 */
export function riskLevel(answers: RiskAnswers): number {
  if (missingRiskAnswer(answers) !== null) throw new RangeError('risk answers are incomplete');
  const score = RISK_QUESTIONS.reduce(
    (sum, q) => sum + (q.options as readonly string[]).indexOf(answers[q.id]!),
    0,
  );
  const max = RISK_QUESTIONS.length * 3;
  const level = 1 + Math.round((score / max) * 6);
  const capacity = answers.lossCapacity;
  const cap = capacity === 'NONE' ? 2 : capacity === 'SMALL' ? 4 : 7;
  return Math.min(level, cap);
}

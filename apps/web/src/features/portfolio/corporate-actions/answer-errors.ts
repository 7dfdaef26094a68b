import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';

/** The refusals of an answer, by the API's codes and the domain's checkAnswer alike. */
export const ANSWER_PROBLEMS = [
  'DEADLINE_PASSED',
  'NO_ANSWER_NEEDED',
  'INVALID_ANSWER',
  'INSUFFICIENT_HOLDINGS',
] as const;
export type AnswerProblemCode = (typeof ANSWER_PROBLEMS)[number];

/** The problems that are about the number of units: said under that field, focus to it. */
export const UNIT_PROBLEMS: readonly string[] = ['INVALID_ANSWER', 'INSUFFICIENT_HOLDINGS'];

export function answerProblemOf(error: unknown): AnswerProblemCode | null {
  if (!(error instanceof ApiError)) return null;
  return (ANSWER_PROBLEMS as readonly string[]).includes(error.code)
    ? (error.code as AnswerProblemCode)
    : null;
}

/**
 * What an answer's refusal says in the reader's language: the answer's own words for its four codes
 * (INSUFFICIENT_HOLDINGS means something else here than on a sale), else the API's message.
 */
export function useAnswerErrorMessage(): (error: unknown, held?: string) => string {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  return (error, held = '') => {
    const code = typeof error === 'string' ? error : answerProblemOf(error);
    if (code && (ANSWER_PROBLEMS as readonly string[]).includes(code))
      return t(`corporateActions.errors.${code as AnswerProblemCode}`, { held });
    return errorMessage(error);
  };
}

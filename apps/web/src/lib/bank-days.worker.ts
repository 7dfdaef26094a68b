/// <reference lib="webworker" />
import { answerOf, type BankDayQuestion } from './bank-day-answers.ts';

/** Asked: a question and its number. Answered: the answer under the same number. */
export interface BankDayAsk {
  id: number;
  question: BankDayQuestion;
}
export interface BankDayReply {
  id: number;
  answer: unknown;
}

/**
 * The bank-day calendar in one worker for every page that asks (bank-days.ts): parsed here once, off
 * the page's thread, and its CommonJS helpers stay out of every page's runtime (bundle.test.ts budgets).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<BankDayAsk>) => {
  const { id, question } = event.data;
  const reply: BankDayReply = { id, answer: answerOf(question) };
  scope.postMessage(reply);
};

import type { BankDayAnswers, BankDayQuestion, BankDayQuestionKind } from './bank-day-answers.ts';
import type { BankDayAsk, BankDayReply } from './bank-days.worker.ts';

let worker: Worker | undefined;
let asked = 0;
const waiting = new Map<number, (answer: unknown) => void>();

/**
 * The one bank-day worker of the page, started at the first question and kept: the fund ticket and
 * the savings forms ask it in turn, and the calendar is fetched and parsed once, not once a form.
 */
function bankDaysWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./bank-days.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<BankDayReply>) => {
      const { id, answer } = event.data;
      waiting.get(id)?.(answer);
      waiting.delete(id);
    };
  }
  return worker;
}

/**
 * A question for the bank-day calendar (bank-day-answers.ts), answered off the page in the worker.
 * Tests run in jsdom, which has no workers, so there it is answered in the page; the production build
 * drops that branch (its MODE is 'production'), so no page bundles the calendar.
 */
export function askBankDays<K extends BankDayQuestionKind>(
  question: Extract<BankDayQuestion, { kind: K }>,
): Promise<BankDayAnswers[K]> {
  if (import.meta.env.MODE === 'test') {
    return import('./bank-day-answers.ts').then(({ answerOf }) => answerOf<K>(question));
  }
  const ask: BankDayAsk = { id: ++asked, question };
  return new Promise((resolve) => {
    waiting.set(ask.id, resolve as (answer: unknown) => void);
    bankDaysWorker().postMessage(ask);
  });
}

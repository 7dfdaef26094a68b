import type { SavingsPlanSource } from '@havn/domain/broker/savings-plans';
import { useEffect, useState } from 'react';
import type { PlanRunRequest } from './plan-run.ts';

/**
 * Where the run-day rule runs: in a worker in the browser (plan-run.worker.ts). jsdom has no workers,
 * so tests run it in the page; the production build drops that branch (its MODE is 'production').
 */
function startRule(answer: (runDate: string) => void) {
  if (import.meta.env.MODE === 'test') {
    let live = true;
    return {
      ask: (request: PlanRunRequest) =>
        void import('./plan-run.ts').then(({ firstRunOf }) => {
          if (live) answer(firstRunOf(request));
        }),
      stop: () => {
        live = false;
      },
    };
  }
  const worker = new Worker(new URL('./plan-run.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<string>) => answer(event.data);
  return {
    ask: (request: PlanRunRequest) => worker.postMessage(request),
    stop: () => worker.terminate(),
  };
}

/**
 * The day a plan started now would first buy (`YYYY-MM-DD`), or a changed plan next buy (after the
 * month of its last run); null until the rule has answered.
 */
export function useFirstRun(
  currency: string,
  dayOfMonth: number,
  source: SavingsPlanSource,
  after: string | null = null,
): string | null {
  const [runDate, setRunDate] = useState<string | null>(null);
  useEffect(() => {
    setRunDate(null);
    const rule = startRule(setRunDate);
    rule.ask({ currency, dayOfMonth, source, after, now: new Date().toISOString() });
    return () => rule.stop();
  }, [currency, dayOfMonth, source, after]);
  return runDate;
}

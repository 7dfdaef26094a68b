import type { SavingsPlanSource } from '@havn/domain/broker/savings-plans';
import { useEffect, useState } from 'react';
import { askBankDays } from '../../lib/bank-days.ts';

/**
 * The day a plan started now would first buy (`YYYY-MM-DD`), or a changed plan next buy (after the
 * month of its last run), as the server computes it (asked of the bank-day worker, lib/bank-days.ts);
 * null until the rule has answered.
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
    let live = true;
    void askBankDays({
      kind: 'planRun',
      currency,
      dayOfMonth,
      source,
      after,
      now: new Date().toISOString(),
    }).then((answer) => {
      if (live) setRunDate(answer);
    });
    return () => {
      live = false;
    };
  }, [currency, dayOfMonth, source, after]);
  return runDate;
}

/// <reference lib="webworker" />
import { type FundOnMarket, timingOf } from './fund-order-timing.ts';

/** Asked: a fund and an instant (ISO). Answered: its order timing, the cut-off as ISO. */
export interface TimingRequest {
  fund: FundOnMarket;
  now: string;
}
export interface TimingAnswer {
  cutOff: string;
  tradeDate: string;
  timeZone: string;
}

/**
 * The fund-order timing rule in a worker of its own: it needs the bank-day calendar (date-holidays
 * with moment-timezone, about 230 KB of gzip JavaScript, and CommonJS), which is parsed here, off the
 * page's thread, and whose CommonJS helpers stay out of every page's runtime (bundle.test.ts budgets).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<TimingRequest>) => {
  const timing = timingOf(event.data.fund, new Date(event.data.now));
  const answer: TimingAnswer = { ...timing, cutOff: timing.cutOff.toISOString() };
  scope.postMessage(answer);
};

/// <reference lib="webworker" />
import { firstRunOf, type PlanRunRequest } from './plan-run.ts';

/**
 * The plan's run day needs the bank-day calendar (about 230 KB of gzip JavaScript, and CommonJS; see
 * the fund ticket's fund-order-timing.worker.ts): it is parsed here, off the page and its budget.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<PlanRunRequest>) => {
  scope.postMessage(firstRunOf(event.data));
};

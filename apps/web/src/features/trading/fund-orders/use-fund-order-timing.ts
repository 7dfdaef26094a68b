import { useEffect, useState } from 'react';
import type { FundOnMarket, FundTiming } from './fund-order-timing.ts';
import type { TimingAnswer, TimingRequest } from './fund-order-timing.worker.ts';

/** How often the ticket looks at the clock again: a cut-off passed while it is open moves the trade date. */
const TICK_MS = 30_000;

type Ask = (request: TimingRequest) => void;

/**
 * Where the timing rule runs: in a worker in the browser (see fund-order-timing.worker.ts). Tests run
 * in jsdom, which has no workers, so there it runs in the page; the production build drops that branch
 * (its MODE is 'production'), so no page bundles the calendar.
 */
function startTimingRule(answer: (timing: FundTiming) => void): { ask: Ask; stop: () => void } {
  const receive = (data: TimingAnswer) => answer({ ...data, cutOff: new Date(data.cutOff) });
  if (import.meta.env.MODE === 'test') {
    let live = true;
    const rule = import('./fund-order-timing.ts');
    return {
      ask: ({ fund, now }) =>
        void rule.then(({ timingOf }) => {
          if (live) answer(timingOf(fund, new Date(now)));
        }),
      stop: () => {
        live = false;
      },
    };
  }
  const worker = new Worker(new URL('./fund-order-timing.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<TimingAnswer>) => receive(event.data);
  return { ask: (request) => worker.postMessage(request), stop: () => worker.terminate() };
}

/**
 * The cut-off and trade date an order placed now would get, told again every half minute; null until
 * the rule has answered (the ticket does not wait for it).
 */
export function useFundOrderTiming(fund: FundOnMarket): FundTiming | null {
  const [timing, setTiming] = useState<FundTiming | null>(null);
  const { type, country } = fund;
  const market = fund.market.id;
  useEffect(() => {
    const rule = startTimingRule(setTiming);
    const ask = () =>
      rule.ask({ fund: { type, market: { id: market }, country }, now: new Date().toISOString() });
    ask();
    const timer = setInterval(ask, TICK_MS);
    return () => {
      clearInterval(timer);
      rule.stop();
    };
  }, [type, market, country]);
  return timing;
}

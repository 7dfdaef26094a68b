import type { Time } from 'lightweight-charts';
import type { createAreaChart } from './area-chart.ts';

/**
 * Draws Havn's area chart in `element` once the charting library has arrived: the library is a chunk
 * of its own (about 45 KB compressed), fetched the first time a chart is shown rather than before a
 * page can be used. `onDrawn` gets the chart once drawn (to move its data later). Returns the cleanup:
 * it removes the chart, or stops a late load from drawing one.
 */
export function mountAreaChart(
  element: HTMLElement,
  points: readonly { time: Time; value: number }[],
  options: { timeVisible?: boolean } = {},
  onDrawn?: (drawn: ReturnType<typeof createAreaChart>) => void,
): () => void {
  let cancelled = false;
  let remove: (() => void) | undefined;
  void import('./area-chart.ts').then(({ createAreaChart }) => {
    if (cancelled) return;
    const drawn = createAreaChart(element, points, options);
    remove = () => drawn.chart.remove();
    onDrawn?.(drawn);
  });
  return () => {
    cancelled = true;
    remove?.();
  };
}

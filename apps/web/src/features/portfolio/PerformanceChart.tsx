import type { PerformancePoint } from '@havn/contract/web';
import { useEffect, useRef } from 'react';
import { mountAreaChart } from '../market-data/mount-area-chart.ts';

/**
 * The account's value day by day. The drawing needs numbers; every amount shown as text stays a
 * decimal string. The canvas is hidden from assistive technology: the page states what it shows.
 */
export function PerformanceChart({ points }: { points: readonly PerformancePoint[] }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || points.length === 0) return;
    return mountAreaChart(
      element,
      points.map((p) => ({ time: p.date, value: Number(p.value) })),
    );
  }, [points]);
  return <div ref={container} className="chart-canvas" aria-hidden="true" data-testid="performance-chart" />;
}

import { HISTORY_RANGES } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import type { UTCTimestamp } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { RangeButtons } from '../../components/RangeButtons.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import type { createAreaChart } from './area-chart.ts';
import { mountAreaChart } from './mount-area-chart.ts';
import { type HistoryRange, useHistoryQuery, useQuoteQuery } from './queries.ts';
import './PriceChart.css';

interface ChartPoint {
  time: UTCTimestamp;
  value: number;
}

interface HistoryPoint {
  time: string;
  close: string;
}

/**
 * The chart ends at the price now: the server's history ends at the quote it had, and the quote moves
 * on (it refreshes more often than the history), so a newer quote is the chart's last point.
 */
export function endingAtQuote(
  points: readonly HistoryPoint[],
  quote: { last: string; time: string } | null | undefined,
): HistoryPoint[] {
  const last = points.at(-1);
  if (!last || !quote || Date.parse(quote.time) <= Date.parse(last.time)) return [...points];
  return [...points, { time: quote.time, close: quote.last }];
}

/** The drawing needs numbers; amounts shown as text stay decimal strings. */
function toChartPoints(points: readonly HistoryPoint[]): ChartPoint[] {
  const seen = new Set<number>();
  const out: ChartPoint[] = [];
  for (const point of [...points].sort((a, b) => Date.parse(a.time) - Date.parse(b.time))) {
    const time = Math.floor(Date.parse(point.time) / 1000);
    if (seen.has(time)) continue;
    seen.add(time);
    out.push({ time: time as UTCTimestamp, value: Number(point.close) });
  }
  return out;
}

/** The price chart with its periods; a text summary tells screen readers what the drawing shows. */
export function PriceChart({ instrumentId, site }: { instrumentId: number; site: SiteId }) {
  const { t } = useTranslation('market');
  const errorMessage = useErrorMessage();
  const [range, setRange] = useState<HistoryRange>('1m');
  const history = useHistoryQuery(instrumentId, range);
  const quote = useQuoteQuery(instrumentId);
  const container = useRef<HTMLDivElement>(null);
  const points = useMemo(
    () => endingAtQuote(history.data?.points ?? [], quote.data),
    [history.data, quote.data],
  );
  const first = points[0];
  const last = points[points.length - 1];

  const series = useRef<ReturnType<typeof createAreaChart>['series'] | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || !history.data || history.data.points.length === 0) return;
    const unmount = mountAreaChart(
      element,
      toChartPoints(history.data.points),
      { timeVisible: range === '1d' || range === '1w' },
      (drawn) => {
        series.current = drawn.series;
      },
    );
    return () => {
      series.current = null;
      unmount();
    };
  }, [history.data, range]);

  // A newer quote moves the line's end without drawing the chart anew.
  useEffect(() => {
    if (points.length > 0) series.current?.setData(toChartPoints(points));
  }, [points]);

  return (
    <section className="price-chart card" aria-labelledby="price-chart-title">
      <h2 id="price-chart-title">{t('chart.title')}</h2>
      <RangeButtons
        ranges={HISTORY_RANGES}
        value={range}
        onChange={setRange}
        legend={t('chart.ranges')}
        short={(value) => t(`chart.range.${value}`)}
        long={(value) => t(`chart.rangeLong.${value}`)}
      />
      {history.isError && <Alert>{errorMessage(history.error)}</Alert>}
      {history.data && points.length === 0 && <p className="muted">{t('chart.empty')}</p>}
      <div ref={container} className="chart-canvas" aria-hidden="true" />
      {first && last && history.data && (
        <p className="visually-hidden">
          {t('chart.summary', {
            range: t(`chart.rangeLong.${range}`),
            from: formatMoney(first.close, history.data.currency, site),
            to: formatMoney(last.close, history.data.currency, site),
          })}
        </p>
      )}
    </section>
  );
}

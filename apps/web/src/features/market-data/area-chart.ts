import { AreaSeries, createChart, type IChartApi, type ISeriesApi, type Time } from 'lightweight-charts';

/** Havn's price and value charts: one teal area series, no scrolling or zooming, fitted to its data. */
export function createAreaChart(
  element: HTMLElement,
  points: readonly { time: Time; value: number }[],
  options: { timeVisible?: boolean } = {},
): { chart: IChartApi; series: ISeriesApi<'Area'> } {
  const chart = createChart(element, {
    autoSize: true,
    height: 280,
    layout: { attributionLogo: false },
    timeScale: { timeVisible: options.timeVisible ?? false },
    handleScroll: false,
    handleScale: false,
  });
  const series = chart.addSeries(AreaSeries, {
    lineColor: '#0b6e69',
    topColor: 'rgba(11, 110, 105, 0.28)',
    bottomColor: 'rgba(11, 110, 105, 0.02)',
    lineWidth: 2,
  });
  series.setData([...points]);
  chart.timeScale().fitContent();
  return { chart, series };
}

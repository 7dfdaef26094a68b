/** Plain values of the portfolio calls, without zod: the web imports them at run time (`@havn/contract/web`). */

export const PERFORMANCE_RANGES = ['1M', '3M', 'YTD', '1Y', '3Y', 'ALL'] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];

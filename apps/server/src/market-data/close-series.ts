import type { DailyClose } from './provider.ts';

/**
 * Daily closes of one instrument or indicator, looked up by calendar day: a day without a close
 * (a weekend, a holiday) carries the latest close before it.
 */
export class CloseSeries {
  readonly #dates: string[];
  readonly #closes: string[];

  constructor(points: readonly DailyClose[]) {
    const byDate = new Map(points.map((p) => [p.date, p.close]));
    this.#dates = [...byDate.keys()].sort();
    this.#closes = this.#dates.map((d) => byDate.get(d)!);
  }

  get isEmpty(): boolean {
    return this.#dates.length === 0;
  }

  /** The close of the latest day at or before `date` (YYYY-MM-DD), by binary search; null before the first. */
  atOrBefore(date: string): string | null {
    let low = 0;
    let high = this.#dates.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#dates[mid]! <= date) low = mid + 1;
      else high = mid;
    }
    return low === 0 ? null : this.#closes[low - 1]!;
  }

  /** As atOrBefore, but a day before the first close takes the first; null only for an empty series. */
  atOrFirst(date: string): string | null {
    return this.atOrBefore(date) ?? this.#closes[0] ?? null;
  }
}

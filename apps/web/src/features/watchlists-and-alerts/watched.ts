import type { WatchlistView } from '@havn/contract/web';

export interface WatchedInstrument {
  id: number;
  name: string;
}

/** Whether the list holds the instrument. */
export function holds(list: WatchlistView, instrumentId: number): boolean {
  return list.instruments.some((item) => item.instrumentId === instrumentId);
}

/** Market data's public entry point for the contexts that may read it (the community). */
export { type DailyFx, dailyFx } from './fx.ts';
export { searchInstruments } from './instruments/instruments-repo.ts';
export { instrumentBasicsByIds, instrumentById, instrumentsByIds } from './market-repo.ts';
export type { DailyClose, MarketDataProvider } from './provider.ts';

import type { AppContext } from '../context.ts';
import { perKey } from '../platform/per-key.ts';
import { EVENT_TYPES, instrumentTopic, publishEvents } from '../platform/stream/publish.ts';
import { allInstrumentIds } from './market-repo.ts';
import { lockPriceAnnouncements, topicsAnnouncedSince } from './price-announcements-repo.ts';
import type { Quote } from './provider.ts';

/**
 * The price ticker: every few seconds it publishes `price.updated` on `instrument:<id>` for the
 * instruments whose last price moved, in one batch, so open pages hear about new prices through the
 * event stream. Events are invalidation hints: the payload carries the new last price and change for a
 * quick repaint, and a page refetches whatever else it shows.
 *
 * Volume: at most one event per instrument per tick interval (across every process: a tick skips an
 * instrument some process already announced within the interval). By default only instruments someone
 * looked at in the last INTEREST_MS are ticked (the market endpoints note what they serve; a page
 * that refetches on each event keeps its instruments ticking), so an idle demo writes nothing.
 *
 * @TODO(jobs scheduler): move the ticker to the PostgreSQL-backed job scheduler once it exists, so one
 * process ticks for the cluster instead of each process for its own readers.
 */

export const PRICE_TICK_MS = 5_000;
/** How long serving an instrument's price keeps it ticking. */
export const INTEREST_MS = 10 * 60_000;
/** Serializes ticks of all processes, so two never announce the same instrument in one interval. */
const TICKER_LOCK_ID = 4_812_202_810;

const interestOf = perKey((_: AppContext) => new Map<number, number>());

/** Someone is looking at these instruments' prices now: keep them ticking for a while. */
export function noteInterest(ctx: AppContext, instrumentIds: Iterable<number>): void {
  const watched = interestOf(ctx);
  const until = ctx.clock.now().getTime() + INTEREST_MS;
  for (const id of instrumentIds) watched.set(id, until);
}

function watchedInstruments(ctx: AppContext, now: number): number[] {
  const watched = interestOf(ctx);
  for (const [id, until] of watched) if (until < now) watched.delete(id);
  return [...watched.keys()];
}

export interface PriceTickerOptions {
  intervalMs?: number;
  /** `watched` (the default): instruments served lately; `all`: the whole universe. */
  scope?: 'watched' | 'all';
  /** Tick on a timer (the server); tests leave it off and call `tick()`. */
  timer?: boolean;
}

export interface PriceTicker {
  /** One tick now: returns how many price.updated events it published. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

const tickers = new WeakMap<AppContext, PriceTicker>();

export function startPriceTicker(ctx: AppContext, options: PriceTickerOptions = {}): PriceTicker {
  const intervalMs = options.intervalMs ?? PRICE_TICK_MS;
  const scope = options.scope ?? 'watched';
  const lastSeen = new Map<number, string>();
  let running: Promise<number> | null = null;
  let stopped = false;

  const tickOnce = async (): Promise<number> => {
    const now = ctx.clock.now();
    const ids = scope === 'all' ? await allInstrumentIds(ctx.db) : watchedInstruments(ctx, now.getTime());
    if (ids.length === 0) return 0;
    const moved: Quote[] = [];
    for (const quote of (await ctx.marketData.quotes(ids)).values()) {
      const before = lastSeen.get(quote.instrumentId);
      lastSeen.set(quote.instrumentId, quote.last);
      if (before !== undefined && before !== quote.last) moved.push(quote);
    }
    if (moved.length === 0 || stopped) return 0;
    return ctx.db.transaction(async (tx) => {
      await lockPriceAnnouncements(tx, TICKER_LOCK_ID);
      const skip = await topicsAnnouncedSince(
        tx,
        EVENT_TYPES.priceUpdated,
        moved.map((q) => instrumentTopic(q.instrumentId)),
        new Date(now.getTime() - intervalMs + 500),
      );
      const events = moved
        .filter((q) => !skip.has(instrumentTopic(q.instrumentId)))
        .map((q) => ({
          topic: instrumentTopic(q.instrumentId),
          type: EVENT_TYPES.priceUpdated,
          payload: {
            instrumentId: q.instrumentId,
            last: q.last,
            changePercent: q.changePercent,
            marketOpen: q.open,
            time: q.time.toISOString(),
          },
        }));
      if (events.length > 0) await publishEvents(tx, events, now);
      return events.length;
    });
  };

  const ticker: PriceTicker = {
    tick() {
      running ??= tickOnce().finally(() => {
        running = null;
      });
      return running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      tickers.delete(ctx);
      await running?.catch(() => 0);
    },
  };

  const timer =
    options.timer === false
      ? null
      : setInterval(() => {
          if (running) return;
          ticker
            .tick()
            .catch((error: unknown) => ctx.log.warn({ err: error }, 'price ticker: a tick failed'));
        }, intervalMs);
  timer?.unref();
  tickers.set(ctx, ticker);
  // The context has no lifecycle hook of its own: stop before the database the ticker writes to closes.
  const closeDatabase = ctx.database.close.bind(ctx.database);
  ctx.database.close = async () => {
    await ticker.stop();
    await closeDatabase();
  };
  return ticker;
}

/** Stops the ticker started for this context, if any (closing the database does it too). */
export async function stopPriceTicker(ctx: AppContext): Promise<void> {
  await tickers.get(ctx)?.stop();
}

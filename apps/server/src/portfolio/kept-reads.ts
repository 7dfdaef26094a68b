import { utcDay } from '@havn/domain/broker/index';
import { ownAccount } from '../accounts-and-money/accounts/account-access.ts';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { perKey } from '../platform/per-key.ts';
import type { SessionCache } from '../platform/session-cache.ts';
import type { UserRow } from '../platform/sessions.ts';

/** A kept part is never older than this (as the session cache's per-user entries). */
const MAX_AGE_MS = 60_000;
/** About this much kept per process; the least recently read goes first. */
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  userId: string;
  value: unknown;
  bytes: number;
  storedAt: number;
}

/**
 * The parts of a customer's portfolio reads that do not move with prices (a year of valued days
 * chained, a report's sums, cash and units), kept per process, per account, read and UTC day. They
 * are forgotten with the customer's money: the database announces `money:<user>` on every ledger entry
 * (a fill, a deposit, a reservation), settlement and account change, and the session cache says so
 * here; a read that raced an announcement is not kept. Today's prices are applied on every read.
 */
class PortfolioStore {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByUser = new Map<string, Set<string>>();
  readonly #underWay = new Map<string, { generation: number; reading: Promise<Entry['value']> }>();
  #bytes = 0;

  read(key: string, now: number): Entry['value'] | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (now - entry.storedAt > MAX_AGE_MS) {
      this.#delete(key);
      return null;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  keep(key: string, entry: Entry): void {
    this.#delete(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    const keys = this.#keysByUser.get(entry.userId) ?? new Set<string>();
    keys.add(key);
    this.#keysByUser.set(entry.userId, keys);
    while (this.#bytes > MAX_BYTES && this.#entries.size > 1) {
      this.#delete(this.#entries.keys().next().value!);
    }
  }

  /** A read of `key` under way at `generation`: one computation for every reader that waits on it. */
  underWay(key: string, generation: number): Promise<Entry['value']> | null {
    const running = this.#underWay.get(key);
    return running && running.generation === generation ? running.reading : null;
  }

  start(key: string, generation: number, reading: Promise<Entry['value']>): void {
    this.#underWay.set(key, { generation, reading });
    const done = () => {
      if (this.#underWay.get(key)?.reading === reading) this.#underWay.delete(key);
    };
    reading.then(done, done);
  }

  forgetUser(userId: string): void {
    for (const key of this.#keysByUser.get(userId) ?? []) this.#delete(key);
    this.#keysByUser.delete(userId);
  }

  forgetAll(): void {
    this.#entries.clear();
    this.#keysByUser.clear();
    this.#bytes = 0;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    const keys = this.#keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByUser.delete(entry.userId);
  }
}

const storeOf = perKey((cache: SessionCache): PortfolioStore => {
  const store = new PortfolioStore();
  cache.onForget((kind, userId) => {
    if (kind !== 'money') return;
    if (userId === null) store.forgetAll();
    else store.forgetUser(userId);
  });
  return store;
});

/**
 * The caller's own account (404 as `ownAccount` answers) and the kept part `part` of a read of it:
 * from this process's store, or computed by `compute` (once for every reader asking at the same time)
 * and kept when no money announcement came meanwhile. A kept part proves the account is the caller's:
 * it was kept for them after `ownAccount` said so, and account changes are announced too.
 */
export async function keptRead<T>(
  ctx: AppContext,
  user: UserRow | null,
  accid: string,
  part: string,
  compute: (account: AccountRow) => Promise<T>,
  bytesOf: (kept: T) => number,
): Promise<{ account: AccountRow; kept: T }> {
  const cache = ctx.sessionCache;
  if (!user || !cache.live) {
    const account = await ownAccount(ctx, user, accid);
    return { account, kept: await compute(account) };
  }
  const now = ctx.clock.now();
  return keptFor(
    ctx,
    user.id,
    `${accid}|${part}|${utcDay(now)}`,
    async () => {
      const account = await ownAccount(ctx, user, accid);
      return { account, kept: await compute(account) };
    },
    (value) => bytesOf(value.kept),
  );
}

/**
 * A customer's `part` kept in the same store and under the same rule as `keptRead`, for what follows
 * their money without naming an account (what they hold of an instrument over all their accounts).
 * Without the announcements (no LISTEN session) it is computed every time.
 */
export async function keptForUser<T>(
  ctx: AppContext,
  userId: string,
  part: string,
  compute: () => Promise<T>,
  bytesOf: (kept: T) => number,
): Promise<T> {
  if (!ctx.sessionCache.live) return compute();
  return keptFor(ctx, userId, part, compute, bytesOf);
}

async function keptFor<T>(
  ctx: AppContext,
  userId: string,
  part: string,
  compute: () => Promise<T>,
  bytesOf: (kept: T) => number,
): Promise<T> {
  const cache = ctx.sessionCache;
  const store = storeOf(cache);
  const now = ctx.clock.now();
  const key = `${userId}|${part}`;
  const kept = store.read(key, now.getTime());
  if (kept) return kept as T;
  const generation = cache.kindGeneration('money');
  const running = store.underWay(key, generation);
  if (running) return (await running) as T;
  const reading = (async () => {
    const value = await compute();
    if (cache.live && cache.kindGeneration('money') === generation) {
      store.keep(key, { userId, value, bytes: bytesOf(value), storedAt: now.getTime() });
    }
    return value;
  })();
  store.start(key, generation, reading);
  return reading;
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { SessionRow, UserRow } from './sessions-repo.ts';

/** The channel the database announces a changed user on (a trigger on users, sessions and profiles). */
export const USER_CHANGED_CHANNEL = 'havn_user_changed';

/** Sessions kept per process; the least recently read goes first. */
const MAX_ENTRIES = 20_000;
/**
 * A kept lookup is never older than this: it bounds what no announcement covers (a session's last-seen
 * time moved by another process, which only matters for the idle limit, far longer than this).
 */
const MAX_AGE_MS = 60_000;
const RECONNECT = { minMs: 250, maxMs: 30_000 };
/** A write waits at most this long to hear its own announcements back (a dropped LISTEN ends it sooner). */
const CATCH_UP_LIMIT_MS = 2000;
/** Announcements a process sends itself to know it has heard everything before them. */
const CAUGHT_UP_PREFIX = 'caught-up:';

/**
 * What else is kept per user beside their session, each announced on its own as `<kind>:<userId>`
 * (a change to their money need not cost them their kept session); a plain announcement of the user
 * forgets these too. `community-profile` is the member's profile row, which only plain announcements
 * forget (the profiles trigger announces the user).
 */
export const PER_USER_KINDS = ['money', 'community-profile'] as const;
export type PerUserKind = (typeof PER_USER_KINDS)[number];
const KIND_ANNOUNCEMENT = new RegExp(`^(${PER_USER_KINDS.join('|')}):(.+)$`);

interface Kept<T> {
  value: T;
  storedAt: number;
}

export interface KeptSession {
  session: SessionRow;
  user: UserRow;
}

/**
 * Session lookups kept in memory, so a logged-in request asks the database nothing to know who calls.
 *
 * Correctness: every change to a user, their sessions' end or step-up, or their community profile
 * announces the user's id on commit (a database trigger, whichever process or path wrote it); every
 * process forgets what it kept for that user when the announcement arrives. While the announcements
 * cannot be heard (the LISTEN session is down) nothing is kept or served from memory. A lookup that
 * was in flight when an announcement arrived is not kept, so a read that raced a write cannot put the
 * old rows back.
 */
export class SessionCache {
  readonly #sessions = new Map<string, Kept<KeptSession>>();
  readonly #profiles = new Map<string, Kept<unknown>>();
  readonly #tokensByUser = new Map<string, Set<string>>();
  /** By `<kind>:<userId>`. */
  readonly #perUser = new Map<string, Kept<unknown>>();
  readonly #kindGenerations = new Map<PerUserKind, number>();
  readonly #waiting = new Map<string, () => void>();
  readonly #process = randomUUID();
  #nonces = 0;
  #generation = 0;
  #live = false;

  /** Where a lookup starts: pass it back to `keepSession`/`keepProfile` so a raced write wins. */
  get generation(): number {
    return this.#generation;
  }

  get live(): boolean {
    return this.#live;
  }

  session(tokenHash: string, now: number): KeptSession | null {
    return this.#read(this.#sessions, tokenHash, now);
  }

  keepSession(tokenHash: string, kept: KeptSession, generation: number, now: number): void {
    if (!this.#live || generation !== this.#generation) return;
    this.#write(this.#sessions, tokenHash, kept, now);
    const tokens = this.#tokensByUser.get(kept.user.id) ?? new Set<string>();
    tokens.add(tokenHash);
    this.#tokensByUser.set(kept.user.id, tokens);
  }

  /** This process moved the session's last-seen time itself; what it keeps says so too. */
  touched(tokenHash: string, lastSeenAt: Date): void {
    const kept = this.#sessions.get(tokenHash);
    if (kept) kept.value = { ...kept.value, session: { ...kept.value.session, lastSeenAt } };
  }

  profile<T>(userId: string, now: number): { value: T } | null {
    const kept = this.#read(this.#profiles, userId, now);
    return kept === null ? null : { value: kept as T };
  }

  keepProfile(userId: string, value: unknown, generation: number, now: number): void {
    if (!this.#live || generation !== this.#generation) return;
    this.#write(this.#profiles, userId, value, now);
  }

  /** Where a lookup of a user's `kind` starts: pass it back to `keepForUser`. */
  kindGeneration(kind: PerUserKind): number {
    return this.#kindGenerations.get(kind) ?? 0;
  }

  forUser<T>(kind: PerUserKind, userId: string, now: number): { value: T } | null {
    const kept = this.#read(this.#perUser, `${kind}:${userId}`, now);
    return kept === null ? null : { value: kept as T };
  }

  keepForUser(kind: PerUserKind, userId: string, value: unknown, generation: number, now: number): void {
    if (!this.#live || generation !== this.kindGeneration(kind)) return;
    this.#write(this.#perUser, `${kind}:${userId}`, value, now);
  }

  /** The database announced a change to this user's `kind` (their money, say): forget only that. */
  forgetKind(kind: PerUserKind, userId: string): void {
    this.#bumpKind(kind);
    this.#perUser.delete(`${kind}:${userId}`);
  }

  /** This process ended or stepped up a session: forget it now, before the announcement comes back. */
  forgetSession(tokenHash: string): void {
    this.#generation += 1;
    this.#sessions.delete(tokenHash);
  }

  /** What the LISTEN session heard: a changed user's id, or a process's own catch-up mark. */
  heard(payload: string): void {
    if (!payload.startsWith(CAUGHT_UP_PREFIX)) {
      const kind = KIND_ANNOUNCEMENT.exec(payload);
      if (kind) this.forgetKind(kind[1] as PerUserKind, kind[2]!);
      else this.forgetUser(payload);
      return;
    }
    const resolve = this.#waiting.get(payload);
    this.#waiting.delete(payload);
    resolve?.();
  }

  /**
   * Waits until this process has heard every announcement committed before now, so its own next read
   * sees what the write it just answered changed, whichever path wrote it. PostgreSQL delivers
   * notifications in commit order, so hearing a mark sent after the write means the write's are in.
   */
  async caughtUp(announce: (payload: string) => Promise<void>): Promise<void> {
    if (!this.#live) return;
    this.#nonces += 1;
    const mark = `${CAUGHT_UP_PREFIX}${this.#process}:${this.#nonces}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.#waiting.set(mark, resolve);
      timer = setTimeout(() => {
        this.#waiting.delete(mark);
        // Not heard in time: nothing kept can be trusted to be current.
        this.forgetAll();
        resolve();
      }, CATCH_UP_LIMIT_MS);
    });
    try {
      await announce(mark);
      await heard;
    } finally {
      clearTimeout(timer);
      this.#waiting.delete(mark);
    }
  }

  /** The database announced a change to this user: forget all of theirs. */
  forgetUser(userId: string): void {
    this.#generation += 1;
    this.#profiles.delete(userId);
    for (const token of this.#tokensByUser.get(userId) ?? []) this.#sessions.delete(token);
    this.#tokensByUser.delete(userId);
    for (const kind of PER_USER_KINDS) this.forgetKind(kind, userId);
  }

  forgetAll(): void {
    this.#generation += 1;
    this.#sessions.clear();
    this.#profiles.clear();
    this.#tokensByUser.clear();
    for (const kind of PER_USER_KINDS) this.#bumpKind(kind);
    this.#perUser.clear();
  }

  #bumpKind(kind: PerUserKind): void {
    this.#kindGenerations.set(kind, this.kindGeneration(kind) + 1);
  }

  setLive(live: boolean): void {
    this.forgetAll();
    this.#live = live;
    if (!live) {
      // Nothing is served from memory now: writes waiting to catch up need not wait.
      for (const resolve of this.#waiting.values()) resolve();
      this.#waiting.clear();
    }
  }

  #read<T>(map: Map<string, Kept<T>>, key: string, now: number): T | null {
    if (!this.#live) return null;
    const kept = map.get(key);
    if (!kept) return null;
    if (now - kept.storedAt > MAX_AGE_MS) {
      map.delete(key);
      return null;
    }
    // Read again: the most recent in the map's order.
    map.delete(key);
    map.set(key, kept);
    return kept.value;
  }

  #write<T>(map: Map<string, Kept<T>>, key: string, value: T, now: number): void {
    map.delete(key);
    map.set(key, { value, storedAt: now });
    if (map.size > MAX_ENTRIES) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }
}

export type RunningSessionCache = SessionCache & { close(): Promise<void> };

/**
 * A session cache that hears the database's announcements on its own LISTEN session, re-opened with
 * backoff when it drops (the cache serves nothing meanwhile).
 */
export async function startSessionCache(options: {
  database: Pick<Database, 'listen'>;
  log: FastifyBaseLogger;
}): Promise<RunningSessionCache> {
  const { database, log } = options;
  const cache = new SessionCache();
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  const onNotify = (payload: string) => cache.heard(payload);
  const onLost = (error: Error) => {
    unlisten = null;
    cache.setLive(false);
    if (closed) return;
    log.warn({ err: error }, 'session cache: the LISTEN connection dropped; reconnecting');
    schedule();
  };
  const schedule = () => {
    const ceiling = Math.min(RECONNECT.maxMs, RECONNECT.minMs * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(
      () => {
        timer = null;
        void open();
      },
      Math.round(ceiling / 2 + (Math.random() * ceiling) / 2),
    );
    timer.unref();
  };
  const open = async () => {
    if (closed) return;
    try {
      const stop = await database.listen(USER_CHANGED_CHANNEL, onNotify, onLost);
      if (closed) {
        await stop();
        return;
      }
      unlisten = stop;
      attempt = 0;
      cache.setLive(true);
    } catch (error) {
      log.warn({ err: error, attempt }, 'session cache: LISTEN failed; serving without it');
      schedule();
    }
  };
  await open();

  return Object.assign(cache, {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      cache.setLive(false);
      const stop = unlisten;
      unlisten = null;
      await stop?.();
    },
  });
}

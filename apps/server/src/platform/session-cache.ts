import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { CatchUpMarks, type PendingMark } from './catch-up-marks.ts';
import { keepListening } from './keep-listening.ts';
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
/**
 * What is kept per user beside sessions weighs at most this many units in all (a kind says what one
 * value weighs: a member's kept follows, likes and votes weigh one per id).
 */
const MAX_PER_USER_WEIGHT = 1_000_000;

/**
 * What else is kept per user beside their session, each announced on its own as `<kind>:<userId>`
 * (a change to their money need not cost them their kept session); a plain announcement of the user
 * forgets these too. `community-profile` is the member's profile row, which only plain announcements
 * forget (the profiles trigger announces the user).
 */
export const PER_USER_KINDS = ['money', 'social', 'community-profile'] as const;
export type PerUserKind = (typeof PER_USER_KINDS)[number];
const KIND_ANNOUNCEMENT = new RegExp(`^(${PER_USER_KINDS.join('|')}):(.+)$`);

interface Kept<T> {
  value: T;
  storedAt: number;
  weight?: number;
}

/** Another cache of the process, hearing its own channel: a write's catch-up waits for it too. */
export interface CatchUpCompanion {
  /** A mark to send on its channel and wait for, or null while it hears nothing (serves nothing). */
  expectMark(): PendingMark | null;
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
  #perUserWeight = 0;
  readonly #kindGenerations = new Map<PerUserKind, number>();
  readonly #forgetListeners: ((kind: PerUserKind, userId: string | null) => void)[] = [];
  readonly #marks = new CatchUpMarks(() => this.forgetAll());
  readonly #companions = new Set<CatchUpCompanion>();
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

  /** `weight`: what the value counts against the bound on all that is kept per user (one by default). */
  keepForUser(
    kind: PerUserKind,
    userId: string,
    value: unknown,
    generation: number,
    now: number,
    weight = 1,
  ): void {
    if (!this.#live || generation !== this.kindGeneration(kind)) return;
    const key = `${kind}:${userId}`;
    this.#dropPerUser(key);
    this.#perUser.set(key, { value, storedAt: now, weight });
    this.#perUserWeight += weight;
    while (this.#perUser.size > MAX_ENTRIES || this.#perUserWeight > MAX_PER_USER_WEIGHT) {
      const oldest = this.#perUser.keys().next().value;
      if (oldest === undefined) break;
      this.#dropPerUser(oldest);
    }
  }

  /** The database announced a change to this user's `kind` (their money, say): forget only that. */
  forgetKind(kind: PerUserKind, userId: string): void {
    this.#bumpKind(kind);
    this.#dropPerUser(`${kind}:${userId}`);
    for (const listener of this.#forgetListeners) listener(kind, userId);
  }

  /**
   * Another store keeps what a kind covers in its own way (bounded by bytes, several parts a user):
   * it hears what this cache forgets, a user's kind or (null) everyone's, when it forgets it.
   */
  onForget(listener: (kind: PerUserKind, userId: string | null) => void): void {
    this.#forgetListeners.push(listener);
  }

  /** A cache hearing another channel: `caughtUp` waits until it has heard its announcements too. */
  addCompanion(companion: CatchUpCompanion): () => void {
    this.#companions.add(companion);
    return () => this.#companions.delete(companion);
  }

  /** This process ended or stepped up a session: forget it now, before the announcement comes back. */
  forgetSession(tokenHash: string): void {
    this.#generation += 1;
    this.#sessions.delete(tokenHash);
  }

  /** What the LISTEN session heard: a changed user's id, or a process's catch-up mark. */
  heard(payload: string): void {
    if (this.#marks.heard(payload)) return;
    const kind = KIND_ANNOUNCEMENT.exec(payload);
    if (kind) this.forgetKind(kind[1] as PerUserKind, kind[2]!);
    else this.forgetUser(payload);
  }

  /**
   * Waits until this process has heard every announcement committed before now, so its own next read
   * sees what the write it just answered changed, whichever path wrote it. PostgreSQL delivers
   * notifications in commit order, so hearing a mark sent after the write means the write's are in.
   * One mark is out at a time, and the writes that finish while it is out share the next one (sent
   * after each of them committed, which is all each needs): under load a mark serves many writes
   * instead of costing each its own statement and commit.
   */
  caughtUp(
    announce: (marks: { channel: string; mark: string }[]) => Promise<void>,
    options: { users: boolean } = { users: true },
  ): Promise<void> {
    if (!(this.#live && options.users) && this.#companions.size === 0) return Promise.resolve();
    if (!this.#nextCatchUp) this.#nextCatchUp = Promise.withResolvers<void>();
    // The user channel's mark goes out when any write of the batch changed something kept per user.
    if (options.users) this.#nextCatchUpUsers = true;
    const batch = this.#nextCatchUp;
    if (!this.#catchingUp) this.#sendCatchUp(announce);
    return batch.promise;
  }

  #nextCatchUp: PromiseWithResolvers<void> | null = null;
  #nextCatchUpUsers = false;
  #catchingUp = false;

  #sendCatchUp(announce: (marks: { channel: string; mark: string }[]) => Promise<void>): void {
    const batch = this.#nextCatchUp!;
    const users = this.#nextCatchUpUsers;
    this.#nextCatchUp = null;
    this.#nextCatchUpUsers = false;
    this.#catchingUp = true;
    this.#catchUpOnce(announce, users)
      .then(batch.resolve, batch.reject)
      .finally(() => {
        this.#catchingUp = false;
        if (this.#nextCatchUp) this.#sendCatchUp(announce);
      });
  }

  async #catchUpOnce(
    announce: (marks: { channel: string; mark: string }[]) => Promise<void>,
    users: boolean,
  ): Promise<void> {
    const pending = [
      this.#live && users ? this.#marks.expect(USER_CHANGED_CHANNEL) : null,
      ...[...this.#companions].map((c) => c.expectMark()),
    ].filter((p) => p !== null);
    if (pending.length === 0) return;
    try {
      await announce(pending);
      await Promise.all(pending.map((p) => p.heard));
    } finally {
      for (const p of pending) p.done();
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
    this.#perUserWeight = 0;
    for (const kind of PER_USER_KINDS) for (const listener of this.#forgetListeners) listener(kind, null);
  }

  #dropPerUser(key: string): void {
    const kept = this.#perUser.get(key);
    if (!kept) return;
    this.#perUser.delete(key);
    this.#perUserWeight -= kept.weight ?? 1;
  }

  #bumpKind(kind: PerUserKind): void {
    this.#kindGenerations.set(kind, this.kindGeneration(kind) + 1);
  }

  setLive(live: boolean): void {
    this.forgetAll();
    this.#live = live;
    // Nothing is served from memory now: writes waiting to catch up need not wait.
    if (!live) this.#marks.releaseAll();
  }

  #read<T>(map: Map<string, Kept<T>>, key: string, now: number): T | null {
    if (!this.#live) return null;
    const kept = map.get(key);
    if (!kept) return null;
    if (now - kept.storedAt > MAX_AGE_MS) {
      if ((map as Map<string, Kept<unknown>>) === this.#perUser) this.#dropPerUser(key);
      else map.delete(key);
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
  const listening = await keepListening({
    database,
    channel: USER_CHANGED_CHANNEL,
    log,
    name: 'session cache',
    heard: (payload) => cache.heard(payload),
    onLive: (live) => cache.setLive(live),
  });
  return Object.assign(cache, { close: () => listening.close() });
}

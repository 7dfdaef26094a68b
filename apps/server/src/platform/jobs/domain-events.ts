import type { AppContext } from '../../context.ts';
import { type AnyJobDefinition, defineJob, type JobRun, type RetryPolicy } from './define.ts';
import { enqueue, enqueueInsert, type JobQueueContext } from './jobs-repo.ts';

/**
 * A domain event: something that happened in one context that others may act on, declared by the
 * context it happened in (`trading.fill-executed`). The type parameter is the payload's shape; it is
 * stored as JSON, so a payload holds plain data (times as ISO strings).
 */
export interface DomainEvent<P> {
  readonly name: string;
  /** Never set: carries the payload type. */
  readonly payloadType?: P;
}

export function defineDomainEvent<P>(name: string): DomainEvent<P> {
  return { name };
}

/** What a subscriber does with an event; it may run more than once for one event, so it is idempotent. */
export type DomainEventHandler<P> = (ctx: AppContext, payload: P, run: JobRun) => Promise<void>;

export interface DomainEventSubscription<P> {
  readonly event: DomainEvent<P>;
  /** Names the subscriber in logs. */
  readonly subscriber: string;
  readonly handle: DomainEventHandler<P>;
  /**
   * Which of the event's payloads it acts on at all, when that is known as the event happens (a fill
   * on an account shared in the community): an event that every subscriber declines is never queued.
   */
  readonly wants?: (payload: P) => boolean;
}

/** A subscriber of another context's event, registered by the context that cares (never the one that emits). */
export function subscribe<P>(
  event: DomainEvent<P>,
  subscriber: string,
  handle: DomainEventHandler<P>,
  options: { wants?: (payload: P) => boolean } = {},
): DomainEventSubscription<P> {
  return { event, subscriber, handle, ...(options.wants ? { wants: options.wants } : {}) };
}

/** A subscription whose payload type is forgotten: what the list of every subscription holds. */
export interface AnyDomainEventSubscription {
  readonly event: { readonly name: string };
  readonly subscriber: string;
  readonly handle: DomainEventHandler<never>;
  readonly wants?: (payload: never) => boolean;
}

/** The queue's job name for an event. */
export function domainEventJobName(event: { readonly name: string }): string {
  return `event:${event.name}`;
}

/**
 * Records an event with the write that causes it: pass the write's transaction as `db`, and the event
 * is committed or rolled back with it (a transactional outbox, kept in the job queue's table). The
 * runner then delivers it to every subscriber at least once.
 */
export async function recordDomainEvent<P>(
  ctx: JobQueueContext,
  event: DomainEvent<P>,
  payload: P,
): Promise<void> {
  if (anyoneWants(event, payload)) await enqueue(ctx, domainEventJobName(event), payload);
}

/**
 * recordDomainEvent's insert, to run as part of the statement of the change it records; null when every
 * subscriber of the event declines this payload (`wants`), so there is nothing to queue.
 */
export function domainEventInsert<P>(ctx: JobQueueContext, event: DomainEvent<P>, payload: P) {
  return anyoneWants(event, payload) ? enqueueInsert(ctx, domainEventJobName(event), payload) : null;
}

/**
 * The subscriptions of each event, as the process's job list declared them (`domainEventJobs`, when the
 * list is built at startup): what `anyoneWants` asks.
 */
const subscribed = new Map<string, readonly AnyDomainEventSubscription[]>();

/**
 * Whether some subscriber may act on this payload. An event with no subscriber known here is queued
 * (its rows wait for one), as is every event before the job list is declared.
 */
function anyoneWants<P>(event: DomainEvent<P>, payload: P): boolean {
  const subscribers = subscribed.get(domainEventJobName(event));
  if (!subscribers) return true;
  return subscribers.some((s) => !s.wants || (s.wants as (payload: P) => boolean)(payload));
}

const EVENT_RETRY: Partial<RetryPolicy> = { attempts: 8, backoffMs: 1_000 };

/**
 * One job a subscribed event: its handler runs the event's subscribers in turn, and a failure retries
 * the event (the others run again: they are idempotent). An event nobody subscribes to gets no job, so
 * its rows wait in the queue, visible in the queue's stats, until a subscriber is deployed.
 */
export function domainEventJobs(subscriptions: readonly AnyDomainEventSubscription[]): AnyJobDefinition[] {
  const byEvent = new Map<string, AnyDomainEventSubscription[]>();
  for (const subscription of subscriptions) {
    const name = domainEventJobName(subscription.event);
    byEvent.set(name, [...(byEvent.get(name) ?? []), subscription]);
  }
  for (const [name, subscribers] of byEvent) subscribed.set(name, subscribers);
  return [...byEvent].map(([name, subscribers]) =>
    defineJob<never>({
      name,
      retry: EVENT_RETRY,
      handler: async (ctx, payload, run) => {
        for (const subscriber of subscribers) await subscriber.handle(ctx, payload, run);
      },
    }),
  );
}

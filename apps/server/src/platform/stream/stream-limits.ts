/**
 * The event stream's numbers, once. The per-member connection cap and the heartbeat interval are
 * configuration (`config.stream`); these are the stream's own rules.
 */

/** The `retry:` a client waits before reconnecting after a dropped stream. */
export const CLIENT_RETRY_MS = 3000;

/**
 * A draining server tells each client to reconnect after a random delay below this, so the processes
 * that stay are not hit by every stream of the one that leaves in the same instant.
 */
export const DRAIN_RECONNECT_SPREAD_MS = 2000;

/**
 * A reconnect replays the missed events of its topics when there are at most this many and the first
 * one it missed (of any topic) is at most this old; otherwise it gets one `resync` and refetches. A
 * day covers a laptop closed overnight; the log keeps a week (EVENT_RETENTION_MS), so everything a
 * replay may need is still there.
 */
export const REPLAY_MAX_EVENTS = 1000;
export const REPLAY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How long the event log keeps an event. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A reader that lets more than this much unsent data pile up (the response's writableLength: our
 * buffer plus the socket's) is dropped; it reconnects and resumes from its Last-Event-ID.
 */
export const SLOW_READER_MAX_BUFFERED_BYTES = 1024 * 1024;

/** Logged-out visitors are capped per IP; many visitors can share one (an office, a mobile carrier). */
export const VISITOR_CONNECTIONS_PER_IP_FACTOR = 4;

/** Retry-After on 429 STREAM_LIMIT: time enough for a closed tab's connection to be noticed. */
export const STREAM_LIMIT_RETRY_AFTER_S = 30;

/**
 * A stream ends after this long and the client reconnects: the session is checked again (a logged-out
 * member stops hearing their profile topic) and connections spread over the processes again.
 */
export const MAX_CONNECTION_MS = 30 * 60 * 1000;

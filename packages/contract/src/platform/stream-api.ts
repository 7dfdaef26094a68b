import { z } from 'zod';
import { COMMUNITY } from '../community/common.ts';
import { endpoint } from '../endpoint.ts';
import { STREAM_MAX_TOPICS, TOPIC_PATTERN } from './stream.ts';

export const topicSchema = z
  .string()
  .transform((t) => t.trim().toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        TOPIC_PATTERN,
        'instrument:<id>, group:<uuid>, profile:<uuid>, content:<uuid>, user:<uuid> or support:inbox',
      ),
  );

/* The `data:` of every event, the stream's own included, is typed in stream-events.ts. */

export const eventStream = endpoint({
  method: 'GET',
  path: `${COMMUNITY}/events`,
  summary:
    'The community event stream (text/event-stream) for the topics a page shows; resumes from Last-Event-ID',
  tags: ['community', 'stream'],
  auth: 'optional',
  query: z.object({
    /** Comma-separated topics. A logged-in member's own `profile:<id>` is added without asking. */
    topics: z
      .string()
      .max(4000)
      .default('')
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((t) => t.trim())
            .filter((t) => t !== ''),
        ),
      ])
      .pipe(z.array(topicSchema).max(STREAM_MAX_TOPICS)),
    /** Where to resume when there is no Last-Event-ID header yet (the header wins when both are sent). */
    lastEventId: z
      .string()
      .regex(/^\d{1,15}$/)
      .optional(),
  }),
  success: {
    status: 200,
    body: z
      .string()
      .describe(
        'text/event-stream. First `retry: 3000`; then, on a resume, the missed events (or one `resync`); ' +
          'then `ready` with the subscribed topics; then live events. Every event has `id:` (the log ' +
          'position), `event:` (its type) and `data:` (JSON). A `: ping` comment keeps the connection alive. ' +
          'A server that shuts down sends `reconnect` and ends the stream.',
      ),
  },
  errors: ['FORBIDDEN', 'STREAM_LIMIT', 'SERVICE_UNAVAILABLE'],
});

/** The stream calls of the community API (api.md, Community). */
export const streamApi = { events: eventStream } as const;

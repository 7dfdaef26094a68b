import type { OutgoingHttpHeaders } from 'node:http';
import { api } from '@havn/contract';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors.ts';
import { type RouteDefinition, route } from '../../route.ts';
import type { StreamAudience } from '../audience.ts';
import { parseLastEventId, type StartingPoint, startingPoint } from '../resume.ts';
import { StreamHub } from '../stream-hub.ts';
import {
  DRAIN_RECONNECT_SPREAD_MS,
  STREAM_LIMIT_RETRY_AFTER_S,
  VISITOR_CONNECTIONS_PER_IP_FACTOR,
} from '../stream-limits.ts';

/**
 * GET /api/community/v1/events: the event stream. Anyone may follow public topics (instruments,
 * groups, content); a logged-in user also hears their own private topics without asking (the
 * community's: their profile topic — followed, reacted to, replied to), as the stream's audience
 * (ctx.ports.streamAudience) decides. Naming anyone else's private topic is a 403, not a silent drop:
 * a page that asks for it has a bug worth seeing.
 *
 * The hub lives as long as the app: `register` makes one per server and ends its streams before the
 * server closes (a stream is never idle, so the server would otherwise wait for it forever). When the
 * server starts draining the streams are told to reconnect elsewhere first, and new ones are refused.
 */
export const eventsRoute: RouteDefinition = {
  endpoint: api.platform.events,
  register(app, ctx) {
    const hub = new StreamHub(ctx);
    app.lifecycle.countStreamsWith(() => hub.size);
    app.lifecycle.onDrain(() => hub.drain(DRAIN_RECONNECT_SPREAD_MS));
    app.addHook('preClose', async () => hub.closeAll());
    route(api.platform.events, async ({ ctx, query, user, request, reply }) => {
      const { streamAudience } = ctx.ports;
      const own = user ? await streamAudience.ownTopics(ctx.db, user.id) : [];
      const topics = subscribedTopics(query.topics, own, streamAudience);
      for (const topic of query.topics) {
        if (streamAudience.mayHear && !(await streamAudience.mayHear(ctx.db, user?.id ?? null, topic))) {
          throw new AppError('FORBIDDEN', 'This topic is only for the members of a private group.');
        }
      }
      const lastEventId = parseLastEventId(request.headers['last-event-id'], query.lastEventId);
      if (request.method === 'HEAD') {
        // Fastify answers HEAD with the GET handler: the head only, no stream held open.
        reply.hijack();
        reply.raw.writeHead(200, streamHeaders(reply));
        reply.raw.end();
        return undefined;
      }

      const { maxConnectionsPerMember } = ctx.config.stream;
      const connection = user
        ? hub.connect(reply.raw, `member:${user.id}`, maxConnectionsPerMember, topics)
        : hub.connect(
            reply.raw,
            `visitor:${request.ip}`,
            maxConnectionsPerMember * VISITOR_CONNECTIONS_PER_IP_FACTOR,
            topics,
          );
      if (!connection && hub.closing) {
        throw new AppError('SERVICE_UNAVAILABLE', 'This server is shutting down; reconnect.');
      }
      if (!connection) {
        throw new AppError('STREAM_LIMIT', 'Too many open event streams.', {
          headers: { 'retry-after': String(STREAM_LIMIT_RETRY_AFTER_S) },
        });
      }
      // Subscribed before reading the starting point: nothing committed from here on can fall between.
      let start: StartingPoint;
      try {
        start = await startingPoint(ctx.db, topics, lastEventId, ctx.clock.now());
      } catch (error) {
        connection.abandon();
        throw error;
      }
      reply.hijack();
      try {
        await connection.open(streamHeaders(reply), start);
      } catch (error) {
        // The head may be out already: no error response is possible any more, only an end.
        request.log.error({ err: error }, 'event stream: opening failed');
        connection.end();
      }
      return undefined;
    }).register(app, ctx);
  },
};

/** The topics asked for, with the caller's own private topics added; anyone else's private topic is refused. */
function subscribedTopics(
  asked: readonly string[],
  own: readonly string[],
  audience: StreamAudience,
): string[] {
  for (const topic of asked) {
    const isPrivate = audience.privateTopicPrefixes.some((prefix) => topic.startsWith(prefix));
    if (isPrivate && !own.includes(topic)) {
      throw new AppError('FORBIDDEN', 'A profile topic is only for the member it belongs to.');
    }
  }
  return [...asked, ...own.filter((topic) => !asked.includes(topic))];
}

/**
 * The headers Fastify would have sent (security headers, cookies) plus the stream's own. No
 * compression and no buffering anywhere on the way: `no-transform` for proxies, X-Accel-Buffering
 * for nginx.
 */
function streamHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  return {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  };
}

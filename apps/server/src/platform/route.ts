import { type Endpoint, operationIdOf, problemSchema } from '@havn/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { authenticateApiKey, bearerSecret } from './api-keys/bearer.ts';
import { AppError } from './errors.ts';
import type { PerUserKind } from './session-cache.ts';
import {
  catchUpSessions,
  clearSessionCookie,
  hasSignedInHint,
  readSession,
  sessionToken,
  type UserRow,
} from './sessions.ts';

export interface HandlerInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  ctx: AppContext;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  /** The logged-in user: always set for `session` endpoints, maybe for `optional`, never for `public`. */
  user: UserRow | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition {
  endpoint: Endpoint;
  register(app: FastifyInstance, ctx: AppContext): void;
}

/** The OpenAPI security schemes (app.ts defines them): the browser's session cookie, a personal API key. */
export const SECURITY_SCHEMES = {
  session: 'session',
  apiKey: 'apiKey',
} as const;

/**
 * Who may call, as OpenAPI says it: alternatives, `{}` meaning anonymous. A personal API key appears
 * only where the contract lets one call (`endpoint.apiKey`).
 */
export function securityOf(endpoint: Endpoint): Record<string, string[]>[] {
  const withKey = endpoint.apiKey ? [{ [SECURITY_SCHEMES.apiKey]: [] }] : [];
  if (endpoint.auth === 'session') return [{ [SECURITY_SCHEMES.session]: [] }, ...withKey];
  if (endpoint.auth === 'optional') return [{}, { [SECURITY_SCHEMES.session]: [] }, ...withKey];
  return withKey.length ? [{}, ...withKey] : [];
}

export interface RouteOptions {
  /**
   * False for a write that changes nothing a process keeps per user (sessions, users, profiles,
   * money): before it answers it hears back only the marks of the other channels this process keeps
   * things under (the feed's), not the user channel's, one notification less. A test holds each such
   * write to it: it announces nothing on `havn_user_changed`.
   */
  changesKeptState?: boolean;
  /**
   * The one kind of state kept per user that this write changes, and only its caller's (an order
   * changes their money, nothing else kept): forgotten here as the write answers, after its commit,
   * which is all the caller's next read here needs. The write skips the catch-up's round trip and its
   * wait to hear the announcements back; other processes forget on hearing them, as for every write.
   */
  changesOwn?: PerUserKind;
  /**
   * For a write that can name from its request all it changed of what this process keeps (a post on an
   * instrument: that instrument's feed): forgets it here once the write answered, after its commit, and
   * says true, so the write skips the catch-up's round trip and its wait to hear the announcements
   * back; false leaves the write to the catch-up. Other processes forget on hearing the announcements,
   * as for every write.
   */
  forgetsHere?: (ctx: AppContext, body: unknown) => Promise<boolean>;
}

/**
 * Binds a contract endpoint to its handler. The contract's schemas validate the request (unknown
 * body fields are a 400), serialize the response and document both in OpenAPI.
 */
export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
  handler: (input: HandlerInput<P, Q, B>) => Promise<z.output<R> | undefined>,
  options: RouteOptions = {},
): RouteDefinition {
  const catchUp = endpoint.method !== 'GET';
  const users = options.changesKeptState !== false;
  return {
    endpoint: endpoint as unknown as Endpoint,
    register(app, ctx) {
      const { success } = endpoint;
      const operationId = operationIdOf(endpoint as unknown as Endpoint);
      if (!operationId) throw new Error(`${endpoint.method} ${endpoint.path} is not in the contract's api`);
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        schema: {
          operationId,
          summary: endpoint.summary,
          security: securityOf(endpoint as unknown as Endpoint),
          tags: [...endpoint.tags],
          ...(endpoint.params ? { params: endpoint.params } : {}),
          ...(endpoint.query ? { querystring: endpoint.query } : {}),
          ...(endpoint.body ? { body: endpoint.body } : {}),
          response: {
            ...(success.status === 204 ? {} : { [success.status]: success.body }),
            '4xx': problemSchema,
            '5xx': problemSchema,
          },
        },
        handler: async (request, reply) => {
          let user: UserRow | null = null;
          // A request with a key is the key's alone: its cookie, if any, is never read.
          const secret = bearerSecret(request);
          if (secret !== undefined) {
            if (!endpoint.apiKey) {
              throw new AppError('API_KEY_NOT_ALLOWED', 'API keys may not make this call.');
            }
            user = await authenticateApiKey(ctx, request, secret, endpoint.apiKey, operationId);
          } else if (endpoint.auth !== 'public') {
            const token = sessionToken(ctx, request);
            user = token ? await readSession(ctx, token) : null;
            if (!user && (token || hasSignedInHint(request))) clearSessionCookie(ctx, reply);
            if (!user && endpoint.auth === 'session') {
              throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
            }
          }
          const result = await handler({
            ctx,
            params: request.params as z.output<P>,
            query: request.query as z.output<Q>,
            body: request.body as z.output<B>,
            user,
            request,
            reply,
          });
          // A caller's write is seen by their next read here, whatever it changed of a kept session.
          if (user && catchUp) {
            if (options.changesOwn) ctx.sessionCache.forgetKind(options.changesOwn, user.id);
            else if (!(await options.forgetsHere?.(ctx, request.body))) await catchUpSessions(ctx, { users });
          }
          if (reply.sent) return reply;
          if (success.status === 204) return reply.code(204).send();
          return reply.code(success.status).send(result);
        },
      });
    },
  };
}

/** The caller of a `session` endpoint (the route has already answered 401 without one). */
export function requireUser(user: UserRow | null): UserRow {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  return user;
}

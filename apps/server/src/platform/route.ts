import { type Endpoint, problemSchema } from '@havn/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { AppError } from './errors.ts';
import { clearSessionCookie, hasSignedInHint, readSession, sessionToken, type UserRow } from './sessions.ts';

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

/**
 * Binds a contract endpoint to its handler. The contract's schemas validate the request (unknown
 * body fields are a 400), serialize the response and document both in OpenAPI.
 */
export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
  handler: (input: HandlerInput<P, Q, B>) => Promise<z.output<R> | undefined>,
): RouteDefinition {
  return {
    endpoint: endpoint as unknown as Endpoint,
    register(app, ctx) {
      const { success } = endpoint;
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        schema: {
          summary: endpoint.summary,
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
          if (endpoint.auth !== 'public') {
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

import { type ApiKeyScope, scopeGrants } from '@havn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../errors.ts';
import { hitRateLimit, rateLimited } from '../rate-limit.ts';
import type { UserRow } from '../sessions-repo.ts';
import { apiKeyByHash, insertApiKeyRequest, touchApiKey } from './api-keys-repo.ts';
import { hashSecret } from './api-keys-service.ts';

/** Refresh last_used_at at most once a minute: a call with a key is not a write to the key every time. */
const TOUCH_EVERY_MS = 60_000;
const RATE_WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request was made with a personal API key: its audit is written when it is answered. */
    apiKeyUse?: { keyId: string; userId: string; operationId: string };
  }
}

/**
 * The bearer credential of a request: undefined when it carries none, '' when the Bearer header is
 * malformed. Other schemes (Basic in front of a staging site, say) are not ours and are left alone.
 */
export function bearerSecret(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer(\s|$)/i.test(header)) return undefined;
  return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1] ?? '';
}

/**
 * The user behind a personal API key, for an endpoint that takes keys with `scope`: an unknown or
 * revoked key is 401 API_KEY_INVALID, a key without the scope 403 INSUFFICIENT_SCOPE, and past the
 * key's requests a minute 429. The call is audited when it is answered (registerApiKeyAudit).
 */
export async function authenticateApiKey(
  ctx: AppContext,
  request: FastifyRequest,
  secret: string,
  scope: ApiKeyScope,
  operationId: string,
): Promise<UserRow> {
  const found = secret ? await apiKeyByHash(ctx.db, hashSecret(secret)) : null;
  if (!found || found.key.revokedAt) {
    throw new AppError('API_KEY_INVALID', 'This API key is unknown or has been revoked.');
  }
  const { key, user } = found;
  const now = ctx.clock.now();
  request.apiKeyUse = { keyId: key.id, userId: user.id, operationId };
  const limit = await hitRateLimit(
    ctx.db,
    `api-key:${key.id}`,
    ctx.config.apiKeyRequestsPerMinute,
    RATE_WINDOW_MS,
    now,
  );
  if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds, 'Too many requests with this API key.');
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await touchApiKey(ctx.db, key.id, now);
  }
  if (!scopeGrants(key.scopes, scope)) {
    throw new AppError('INSUFFICIENT_SCOPE', `This API key lacks the ${scope} scope.`);
  }
  return user;
}

/**
 * Every answered call made with a key leaves a row: who, which key, which endpoint, when, and the
 * status. Written in onSend, before the answer leaves, so a caller never sees an answer whose audit
 * is not there yet.
 */
export function registerApiKeyAudit(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const use = request.apiKeyUse;
    if (!use) return payload;
    try {
      await insertApiKeyRequest(ctx.db, {
        keyId: use.keyId,
        userId: use.userId,
        operationId: use.operationId,
        method: request.method,
        url: request.url.slice(0, 2000),
        status: reply.statusCode,
        at: ctx.clock.now(),
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not write the API key audit');
    }
    return payload;
  });
}

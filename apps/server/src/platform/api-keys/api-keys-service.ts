import { hash, randomBytes } from 'node:crypto';
import type { ApiKeyView, CreatedApiKey } from '@havn/contract';
import {
  API_KEY_SECRET_PREFIX,
  API_KEY_SHOWN_PREFIX_LENGTH,
  type ApiKeyScope,
  MAX_LIVE_API_KEYS,
  normalizedScopes,
} from '@havn/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../errors.ts';
import {
  type ApiKeyRow,
  insertApiKey,
  liveApiKeyCount,
  liveApiKeysOf,
  lockUser,
  revokeApiKey,
} from './api-keys-repo.ts';

/** SHA-256 is enough for a 256-bit random secret (no dictionary to try), and cheap on every request. */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** `havn_live_` and 43 base64url characters: 256 random bits. */
export function newSecret(): string {
  return `${API_KEY_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function apiKeyView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createApiKey(
  ctx: AppContext,
  userId: string,
  draft: { name: string; scopes: readonly ApiKeyScope[] },
): Promise<CreatedApiKey> {
  const secret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await liveApiKeyCount(tx, userId)) >= MAX_LIVE_API_KEYS) {
      throw new AppError(
        'API_KEY_LIMIT_REACHED',
        `At most ${MAX_LIVE_API_KEYS} API keys may be live at once: revoke one first.`,
      );
    }
    return insertApiKey(tx, {
      userId,
      name: draft.name,
      scopes: normalizedScopes(draft.scopes),
      secretHash: hashSecret(secret),
      prefix: secret.slice(0, API_KEY_SHOWN_PREFIX_LENGTH),
      createdAt: ctx.clock.now(),
    });
  });
  const { lastUsedAt: _never, ...view } = apiKeyView(row);
  return { ...view, secret };
}

export async function listApiKeys(ctx: AppContext, userId: string): Promise<ApiKeyView[]> {
  return (await liveApiKeysOf(ctx.db, userId)).map(apiKeyView);
}

export async function revokeOwnApiKey(ctx: AppContext, userId: string, keyId: string): Promise<void> {
  if (!(await revokeApiKey(ctx.db, userId, keyId, ctx.clock.now()))) {
    throw new AppError('NOT_FOUND', 'No such API key.');
  }
}

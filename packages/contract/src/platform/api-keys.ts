import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '@havn/domain/api-keys';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/**
 * Personal API keys (api.md "Platform"). Managing keys needs the browser session: a key cannot mint
 * or revoke keys. The secret is returned once, at creation; the list shows its first characters only.
 */
const API_KEYS = '/api/api-keys';
const isoTime = z.string().describe('ISO 8601, UTC');

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The secret's first characters, e.g. `havn_live_abc123`, so a customer recognises the key. */
  prefix: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable().describe('to the minute: refreshed at most once a minute'),
});
export type ApiKeyView = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  prefix: z.string(),
  /** Shown once: only its hash is stored. Send it as `Authorization: Bearer <secret>`. */
  secret: z.string(),
  createdAt: isoTime,
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeysApi = {
  list: endpoint({
    method: 'GET',
    path: API_KEYS,
    summary: "The caller's live personal API keys, newest first (never the secrets)",
    tags: ['api keys'],
    auth: 'session',
    success: { status: 200, body: z.array(apiKeySchema) },
    errors: [],
  }),
  create: endpoint({
    method: 'POST',
    path: API_KEYS,
    summary: 'Create a personal API key: READ, or TRADE (which includes READ); the secret is shown once',
    tags: ['api keys'],
    auth: 'session',
    body: z.object({
      name: z.string().trim().min(1).max(API_KEY_NAME_MAX),
      scopes: z.array(z.enum(API_KEY_SCOPES)).min(1).max(API_KEY_SCOPES.length),
    }),
    success: { status: 201, body: createdApiKeySchema },
    errors: ['VALIDATION_FAILED', 'API_KEY_LIMIT_REACHED'],
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: `${API_KEYS}/:keyId`,
    summary: 'Revoke a personal API key: from now on it is refused with 401 API_KEY_INVALID',
    tags: ['api keys'],
    auth: 'session',
    params: z.object({ keyId: z.uuid() }),
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND'],
  }),
} as const;

/**
 * Personal API keys (issue 14, api.md "Platform"): a customer's own scripts call the documented
 * calls with `Authorization: Bearer <secret>`. Unlike Nordnet's keys, ours may be read-only.
 */
export const API_KEY_SCOPES = ['READ', 'TRADE'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Live (unrevoked) keys one customer may hold at once: enough for a few scripts, not a key per call. */
export const MAX_LIVE_API_KEYS = 10;
export const API_KEY_NAME_MAX = 60;
/** Requests one key may make in a minute, unless the server's configuration says otherwise. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;
/** Every secret starts so: secret scanners and people recognise it; `live` leaves room for a test kind. */
export const API_KEY_SECRET_PREFIX = 'havn_live_';
/** How much of a secret is kept in clear and shown in the list, so a customer recognises a key. */
export const API_KEY_SHOWN_PREFIX_LENGTH = API_KEY_SECRET_PREFIX.length + 6;

/** TRADE implies READ: a key that may place orders may also read what it placed. */
export function scopeGrants(scopes: readonly ApiKeyScope[], needed: ApiKeyScope): boolean {
  return scopes.includes(needed) || (needed === 'READ' && scopes.includes('TRADE'));
}

/** The scopes as stored and shown: READ alone, or READ and TRADE (asking for TRADE brings READ). */
export function normalizedScopes(requested: readonly ApiKeyScope[]): ApiKeyScope[] {
  return requested.includes('TRADE') ? ['READ', 'TRADE'] : ['READ'];
}

/** A key's name: trimmed, 1 to API_KEY_NAME_MAX characters; null when it is not one. */
export function apiKeyName(raw: string): string | null {
  const name = raw.trim();
  return name.length >= 1 && [...name].length <= API_KEY_NAME_MAX ? name : null;
}

import { describe, expect, it } from 'vitest';
import { apiKeyName, normalizedScopes, scopeGrants } from './api-keys.ts';

describe('personal API key scopes', () => {
  it('lets a READ key read and nothing more', () => {
    expect(scopeGrants(['READ'], 'READ')).toBe(true);
    expect(scopeGrants(['READ'], 'TRADE')).toBe(false);
  });

  it('lets a TRADE key read as well as trade', () => {
    expect(scopeGrants(['TRADE'], 'TRADE')).toBe(true);
    expect(scopeGrants(['TRADE'], 'READ')).toBe(true);
    expect(scopeGrants(['READ', 'TRADE'], 'READ')).toBe(true);
  });

  it('stores READ alone or READ with TRADE', () => {
    expect(normalizedScopes(['READ'])).toEqual(['READ']);
    expect(normalizedScopes(['TRADE'])).toEqual(['READ', 'TRADE']);
    expect(normalizedScopes(['TRADE', 'READ', 'TRADE'])).toEqual(['READ', 'TRADE']);
  });

  it('takes a trimmed name of 1 to 60 characters', () => {
    expect(apiKeyName('  my script ')).toBe('my script');
    expect(apiKeyName('   ')).toBeNull();
    expect(apiKeyName('x'.repeat(60))).toBe('x'.repeat(60));
    expect(apiKeyName('x'.repeat(61))).toBeNull();
  });
});

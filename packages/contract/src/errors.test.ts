import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode } from './errors.ts';
import { problemSchema } from './problem.ts';

// Every code's message in every language is checked where the catalogs live (packages/i18n
// parity.test.ts: English has a message per ERROR_CODES entry, and every language has every English key).
describe('error codes', () => {
  it('are unique UPPER_SNAKE identifiers', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('each have one status, a client error (4xx) or a server error (5xx), and nothing else has one', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(Number.isInteger(status), code).toBe(true);
      expect(status >= 400 && status <= 599, `${code}: ${status}`).toBe(true);
    }
  });

  it('keep 5xx for the server’s own failures and its planned nightly break (api.md: 503 MAINTENANCE)', () => {
    const serverErrors = ERROR_CODES.filter((code) => ERROR_STATUS[code] >= 500);
    expect(serverErrors.sort()).toEqual(['INTERNAL', 'MAINTENANCE', 'SERVICE_UNAVAILABLE']);
  });

  it('are what a problem+json answer may carry', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('NOT_A_CODE')).toBe(false);
    const problem = { type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND' };
    expect(problemSchema.parse(problem)).toEqual(problem);
    expect(problemSchema.safeParse({ ...problem, code: 'NOT_A_CODE' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { endpointRefsOf } from './endpoint-ref.ts';
import { api } from './index.ts';
import { api as paths } from './paths.ts';

describe('the browser’s endpoint paths', () => {
  it('are every endpoint’s verb and path, as the contract defines them (else: node scripts/write-contract-paths.ts)', () => {
    expect(paths).toEqual(endpointRefsOf(api));
  });
});

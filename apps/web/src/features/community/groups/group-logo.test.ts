import { UPLOAD_MAX_BYTES } from '@havn/domain';
import { describe, expect, it } from 'vitest';
import { groupLogoProblem } from './group-logo.ts';

describe('group logo checks (spec section 5: 1 MB; JPEG, PNG, GIF, WebP)', () => {
  it.each([
    ['image/jpeg', 1000, null],
    ['image/png', UPLOAD_MAX_BYTES, null],
    ['image/gif', 10, null],
    ['image/webp', 10, null],
    ['image/png', UPLOAD_MAX_BYTES + 1, 'tooLarge'],
    ['image/tiff', 10, 'invalidFormat'],
    ['application/pdf', 10, 'invalidFormat'],
    ['', 10, 'invalidFormat'],
  ] as const)('%s of %i bytes → %s', (type, size, expected) => {
    expect(groupLogoProblem({ type, size })).toBe(expected);
  });
});

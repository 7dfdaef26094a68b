import { describe, expect, it } from 'vitest';
import { perKey } from './per-key.ts';

describe('perKey', () => {
  it('makes a value once per key and keeps it for that key only', () => {
    let made = 0;
    const counterOf = perKey((_: object) => ({ n: ++made }));
    const a = {};
    const b = {};
    expect(counterOf(a)).toBe(counterOf(a));
    expect(counterOf(b)).not.toBe(counterOf(a));
    expect(made).toBe(2);
  });
});

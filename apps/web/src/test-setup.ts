import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeUnstubbedCalls } from './lib/testing/stub-api.ts';

afterEach(() => {
  cleanup();
  const unstubbed = takeUnstubbedCalls();
  vi.unstubAllGlobals();
  // The app answers a missing stub with a 501 it may swallow into an error state; the test must not pass on that.
  if (unstubbed.length > 0) {
    throw new Error(`calls no stub answered:\n${unstubbed.map((c) => `  ${c.method} ${c.url}`).join('\n')}`);
  }
});

import { SIGNED_IN_HINT_COOKIE } from '@havn/contract/web';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadDialog } from './components/Dialog.tsx';
import { preloadToasts } from './components/Toast.tsx';
import { takeUnstubbedCalls } from './lib/testing/stub-api.ts';

// Component tests answer the session call with their stub (a user or a 401): the browser holds the
// server's hint cookie, so the app asks. (A test file in the node environment has no document.)
if (typeof document !== 'undefined') {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
}

// Radix's dialog and toast load on first use in the app; here they are fetched ahead, so a test sees a
// dialog in the render that opens it, as a customer does once the chunk has arrived.
beforeAll(async () => {
  if (typeof document !== 'undefined') await Promise.all([preloadDialog(), preloadToasts()]);
});

afterEach(() => {
  cleanup();
  const unstubbed = takeUnstubbedCalls();
  vi.unstubAllGlobals();
  // The app answers a missing stub with a 501 it may swallow into an error state; the test must not pass on that.
  if (unstubbed.length > 0) {
    throw new Error(`calls no stub answered:\n${unstubbed.map((c) => `  ${c.method} ${c.url}`).join('\n')}`);
  }
});

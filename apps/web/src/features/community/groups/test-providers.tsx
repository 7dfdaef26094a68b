import type { SessionUser } from '@havn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { sessionKeys } from '../../identity/queries.ts';

/**
 * Component tests of the community's groups, discover, moderation and settings pieces: the real
 * providers (English), a fresh query client, and a stubbed `fetch` as the only fake.
 */

export const MEMBER: SessionUser = {
  id: 'u-1',
  username: 'astrid',
  name: 'Astrid Lindqvist',
  email: null,
  country: 'se',
  communityProfile: { profileId: '11111111-1111-4111-8111-111111111111', slug: 'astrid', username: 'astrid' },
};

export async function renderWithProviders(
  ui: ReactElement,
  { session = MEMBER, client }: { session?: SessionUser | null; client?: QueryClient } = {},
) {
  const i18n = await initI18n('en');
  const queryClient =
    client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionKeys.current, session);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** Stubs `globalThis.fetch` with a handler; returns the calls it saw. Undo with vi.unstubAllGlobals(). */
export function stubFetch(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const raw = init.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? null);
      const call = { method: init.method ?? 'GET', url, body };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

export function problem(status: number, code: string): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/** A promise the test settles by hand, to look at the state while a call is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

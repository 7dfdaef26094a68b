import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast.tsx';
import { i18n, initI18n } from '../../../lib/i18n.ts';

/** What a stubbed fetch answers: a status and a JSON body (or none). */
export interface StubAnswer {
  status: number;
  body?: unknown;
}

type Route = (method: string, url: string, init: RequestInit | undefined) => StubAnswer | Promise<StubAnswer>;

/**
 * Stubs `globalThis.fetch` for one test (never our own modules): every call goes to `route`, which
 * answers by method and URL. Returns the mock so the test can count and inspect calls.
 */
export function stubFetch(route: Route) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await route(init?.method ?? 'GET', url, init);
    const status = answer.status;
    const body = answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body);
    const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(body, { status, headers: body ? { 'content-type': contentType } : {} });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A problem+json answer with the API's stable code. */
export function problem(status: number, code: string): StubAnswer {
  return { status, body: { type: 'about:blank', title: code, status, code } };
}

/** The JSON body a stubbed call was sent with. */
export function sentBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
}

/** Renders with the app's providers (English, a fresh query client, a memory router, toasts). */
export async function renderForTest(ui: ReactElement, path = '/en') {
  await initI18n('en');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, client, router };
}

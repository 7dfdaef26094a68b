/**
 * Renders a component with the app's real providers: i18n in English, a fresh query client (no
 * retries), toasts, a memory router at `path` and the site. The network is whatever `stubApi()`
 * answers; this helper adds only the calls every screen makes around a component: who is looking
 * (`session`) and the event stream, refused so live updates stay off. A test may answer either itself.
 */
import { api, type SessionUser } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../../components/Toast.tsx';
import { i18n, initI18n } from '../i18n.ts';
import { createMemoryHistory, MemoryRouter } from '../navigation.tsx';
import { sessionKeys } from '../session-keys.ts';
import { SiteContext } from '../site-context.ts';
import { apiError, currentApiStub } from './stub-api.ts';

export interface RenderOptions {
  /** The URL the memory router starts at. */
  path?: string;
  site?: SiteId;
  /** Who is looking: a user, a visitor (null), or unknown until the session call answers (undefined). */
  session?: SessionUser | null;
  client?: QueryClient;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

export async function renderWithApp(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/en', site = 'en', session } = options;
  await initI18n('en');
  const client = options.client ?? testQueryClient();
  const stub = currentApiStub();
  if (session !== undefined) {
    // Known before the first render, as in the app (the shell asked already); a refetch gets the same.
    client.setQueryData(sessionKeys.current, session);
    stub?.fallback(api.identity.session, session ?? apiError('UNAUTHENTICATED'));
  }
  stub?.fallback(api.platform.events, apiError('FORBIDDEN'));
  const history = createMemoryHistory([path]);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemoryRouter history={history}>
            <SiteContext.Provider value={site}>{ui}</SiteContext.Provider>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, client, history };
}

/** A promise the test settles by hand, to look at the state while a call is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

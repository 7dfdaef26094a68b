import type { SiteId } from '@havn/domain';
import {
  type DehydratedState,
  HydrationBoundary,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/Toast.tsx';
import { RenderClockProvider } from '../lib/render-clock.tsx';

/**
 * Everything around the router, the same on the server and in the browser: a server-rendered page
 * hydrates only if both draw the same tree.
 */
export function AppProviders(props: {
  i18n: I18n;
  queryClient: QueryClient;
  site: SiteId;
  /** The server's answers and time, on the server and while its HTML hydrates. */
  serverRender?: { queries: DehydratedState | undefined; now: Date };
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={props.i18n}>
        <QueryClientProvider client={props.queryClient}>
          <HydrationBoundary state={props.serverRender?.queries}>
            <RenderClockProvider serverNow={props.serverRender?.now} site={props.site}>
              <ToastProvider>{props.children}</ToastProvider>
            </RenderClockProvider>
          </HydrationBoundary>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

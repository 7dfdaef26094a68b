// The tokens and the base rules first: every feature's stylesheet comes after them and may build on them.
import './app/styles/tokens.css';
import './app/styles/base.css';
import { siteLanguage } from '@havn/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router.tsx';
import { ToastProvider } from './components/Toast.tsx';
import { initI18n } from './lib/i18n.ts';
import { pageFor, pagePath } from './lib/page.ts';
import { createQueryClient } from './lib/query-client.ts';
import { preferredSite } from './lib/site-context.ts';

const site = window.location.pathname === '/' ? preferredSite() : pageFor(window.location.pathname).site;
const i18n = await initI18n(siteLanguage[site]);
const queryClient = createQueryClient(() => {
  const here = `${window.location.pathname}${window.location.search}`;
  const current = pageFor(window.location.pathname);
  if (current.routeId === 'nightly-downtime-status') return;
  void router.navigate(
    `${pagePath('nightly-downtime-status', current.site)}?from=${encodeURIComponent(here)}`,
  );
});
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);

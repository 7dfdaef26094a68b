// The tokens and the base rules first: every feature's stylesheet comes after them and may build on them.
import './app/styles/tokens.css';
import './app/styles/base.css';
import { siteLanguage } from '@havn/domain';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders.tsx';
import { PageRouter } from './app/router.tsx';
import { frameNamespaces, initI18n } from './lib/i18n.ts';
import { createBrowserHistory } from './lib/navigation.tsx';
import { pageFor, pagePath } from './lib/page.ts';
import { createQueryClient } from './lib/query-client.ts';
import { keepServerQueriesFresh, readServerRenderPayload } from './lib/server-render.ts';
import { preferredSite, rememberSite } from './lib/site-context.ts';

const site = window.location.pathname === '/' ? preferredSite() : pageFor(window.location.pathname).site;
const served = readServerRenderPayload();
// Before the first render: a server-rendered page hydrates in the language it was written in, with
// the words it drew; any other page starts with its frame's and its screen fetches its own.
const i18n = await initI18n(siteLanguage[site], served?.namespaces ?? frameNamespaces);
const history = createBrowserHistory();
const queryClient = createQueryClient(() => {
  const here = `${window.location.pathname}${window.location.search}`;
  const current = pageFor(window.location.pathname);
  if (current.routeId === 'nightly-downtime-status') return;
  history.push(`${pagePath('nightly-downtime-status', current.site)}?from=${encodeURIComponent(here)}`);
});
if (served) {
  keepServerQueriesFresh(queryClient, served.queries);
  rememberSite(site);
}
const app = (
  <AppProviders
    i18n={i18n}
    queryClient={queryClient}
    site={site}
    {...(served ? { serverRender: { queries: served.queries, now: new Date(served.now) } } : {})}
  >
    <PageRouter history={history} queryClient={queryClient} {...(served ? { initial: served.page } : {})} />
  </AppProviders>
);
const container = document.getElementById('root')!;
if (served) hydrateRoot(container, app);
else createRoot(container).render(app);

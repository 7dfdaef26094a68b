import { API_KEY_REQUESTS_PER_MINUTE } from '@havn/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './ApiDocsScreen.css';

// Swagger UI is large: it loads after the introduction is on screen, and only on this page.
const ApiReference = lazy(() => import('../../features/site/ApiReference.tsx'));

/** External API docs: how to get and use a personal API key, then the whole API's reference. */
export default function ApiDocsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('platform');
  useDocumentTitle(t('apiDocs.title'));
  return (
    <section className="card api-docs" aria-labelledby="api-docs-title">
      <h1 id="api-docs-title">{t('apiDocs.title')}</h1>
      <p>{t('apiDocs.intro')}</p>
      <div className="api-docs__guide">
        <section aria-labelledby="api-docs-key">
          <h2 id="api-docs-key">{t('apiDocs.key.heading')}</h2>
          <p>{t('apiDocs.key.text')}</p>
          <p>
            <Link to={pagePath('settings-account-settings', page.site)}>{t('apiDocs.key.link')}</Link>
          </p>
        </section>
        <section aria-labelledby="api-docs-scopes">
          <h2 id="api-docs-scopes">{t('apiDocs.scopes.heading')}</h2>
          <dl>
            <dt>
              <code>{'READ'}</code>
            </dt>
            <dd>{t('apiDocs.scopes.READ')}</dd>
            <dt>
              <code>{'TRADE'}</code>
            </dt>
            <dd>{t('apiDocs.scopes.TRADE')}</dd>
          </dl>
          <p>{t('apiDocs.scopes.refusals')}</p>
        </section>
        <section aria-labelledby="api-docs-call">
          <h2 id="api-docs-call">{t('apiDocs.call.heading')}</h2>
          <p>{t('apiDocs.call.text')}</p>
          <pre className="api-docs__example">
            <code>{`curl -H "Authorization: Bearer havn_live_…" ${globalThis.location?.origin ?? ''}/api/accounts`}</code>
          </pre>
        </section>
        <section aria-labelledby="api-docs-limits">
          <h2 id="api-docs-limits">{t('apiDocs.limits.heading')}</h2>
          <p>{t('apiDocs.limits.text', { perMinute: API_KEY_REQUESTS_PER_MINUTE })}</p>
        </section>
      </div>
      <h2>{t('apiDocs.reference')}</h2>
      <p>
        <a href="/api/openapi.json" download="havn-openapi.json">
          {t('apiDocs.download')}
        </a>
      </p>
      <Suspense fallback={<Spinner label={t('apiDocs.loading')} />}>
        <ApiReference label={t('apiDocs.reference')} />
      </Suspense>
    </section>
  );
}

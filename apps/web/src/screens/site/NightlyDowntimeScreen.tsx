import { safeRedirectTarget } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { usePlatformStatusQuery } from '../../features/site/status-queries.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Link, useLocation } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './OutcomeScreen.css';

/**
 * The nightly-downtime page: the web comes here when a write meets the maintenance window (503
 * MAINTENANCE), says until when, that reading still works, and leads back to where the customer was.
 */
export default function NightlyDowntimeScreen({ page }: { page: Page }) {
  const { t } = useTranslation('platform');
  useDocumentTitle(t('downtime.title'));
  // Only a path on this site may be the way back (the login redirect's rule).
  const asked = new URLSearchParams(useLocation().search).get('from');
  const from = asked ? safeRedirectTarget(asked, page.site) : null;
  const status = usePlatformStatusQuery();
  const window = status.data?.nextMaintenance;
  const under = status.data?.status === 'MAINTENANCE';
  return (
    <section className="card narrow" aria-labelledby="downtime-title">
      <h1 id="downtime-title">{t('downtime.title')}</h1>
      <p className="lead">
        {under && window
          ? t('downtime.lead', { end: formatDateTime(window.end, page.site) })
          : t('downtime.leadNoTime')}
      </p>
      <p>{t('downtime.reads')}</p>
      {!under && window && (
        <p>
          {t('downtime.next', {
            start: formatDateTime(window.start, page.site),
            end: formatDateTime(window.end, page.site),
          })}
        </p>
      )}
      <p className="button-row">
        {from && (
          <Link to={from} className="btn btn-primary">
            {t('downtime.back')}
          </Link>
        )}
        <Link to={pagePath('status', page.site)} className={from ? 'btn btn-secondary' : 'btn btn-primary'}>
          {t('downtime.status')}
        </Link>
      </p>
    </section>
  );
}

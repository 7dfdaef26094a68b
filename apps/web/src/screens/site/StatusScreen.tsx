import type { PlatformStatus } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { usePlatformStatusQuery } from '../../features/site/status-queries.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSite } from '../../lib/site-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './StatusScreen.css';

type State = PlatformStatus['components'][number]['status'];
const TONE: Record<State | PlatformStatus['status'], 'good' | 'warn' | 'bad' | 'quiet'> = {
  OK: 'good',
  DEGRADED: 'warn',
  MAINTENANCE: 'warn',
  DOWN: 'bad',
  OFF: 'quiet',
};

/** The status page: the whole platform, each service in customer words, and the next nightly break. */
export default function StatusScreen() {
  const { t } = useTranslation('platform');
  const site = useSite();
  useDocumentTitle(t('status.title'));
  const status = usePlatformStatusQuery();
  return (
    <section className="card narrow status-page" aria-labelledby="status-title">
      <h1 id="status-title">{t('status.title')}</h1>
      {status.isPending && <Spinner label={t('status.loading')} />}
      {status.isError && (
        <p role="alert" className="status-page__failed">
          {t('status.failed')}
        </p>
      )}
      {status.data && (
        <>
          <p className={`status-page__overall status-tone-${TONE[status.data.status]}`} role="status">
            {t(`status.overall.${status.data.status}`)}
          </p>
          <ul className="status-page__components">
            {status.data.components.map((component) => (
              <li key={component.name}>
                <span>{t(`status.components.${component.name}`)}</span>
                <span className={`status-pill status-tone-${TONE[component.status]}`}>
                  {t(`status.states.${component.status}`)}
                </span>
              </li>
            ))}
          </ul>
          {status.data.nextMaintenance && (
            <p>
              {status.data.status === 'MAINTENANCE'
                ? t('status.currentMaintenance', {
                    end: formatDateTime(status.data.nextMaintenance.end, site),
                  })
                : t('status.nextMaintenance', {
                    start: formatDateTime(status.data.nextMaintenance.start, site),
                    end: formatDateTime(status.data.nextMaintenance.end, site),
                  })}
            </p>
          )}
          <p className="status-page__checked">
            {t('status.checked', { time: formatDateTime(new Date(status.dataUpdatedAt), site) })}{' '}
            <button type="button" className="btn btn-secondary" onClick={() => void status.refetch()}>
              {t('status.refresh')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}

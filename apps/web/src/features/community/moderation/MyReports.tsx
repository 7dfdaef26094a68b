import type { MyReport } from '@havn/contract/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Drawer } from '../../../components/Dialog.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSite } from '../../../lib/site-context.ts';
import { useViewer } from '../content/use-viewer.ts';
import { useMyReportsQuery } from './queries.ts';
import './MyReports.css';

/** "My reports" for a logged-in member: a button that opens the drawer with each report's status and outcome. */
export function MyReportsButton() {
  const { t } = useTranslation('groups');
  const { isMember } = useViewer();
  const [open, setOpen] = useState(false);
  if (!isMember) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('myReports.open')}
      </Button>
      <Drawer open={open} onOpenChange={setOpen} title={t('myReports.title')}>
        <MyReportsList />
      </Drawer>
    </>
  );
}

export function MyReportsList() {
  const { t } = useTranslation('groups');
  const reports = useMyReportsQuery(true);
  if (reports.isPending) return <Spinner />;
  if (reports.isError) return <Alert>{t('myReports.loadFailed')}</Alert>;
  const items = reports.data.pages.flatMap((page) => page.reports);
  if (items.length === 0) return <p className="muted">{t('myReports.empty')}</p>;
  return (
    <>
      <ul className="gr-my-reports">
        {items.map((report) => (
          <MyReportItem key={report.id} report={report} />
        ))}
      </ul>
      {reports.hasNextPage && (
        <Button
          variant="secondary"
          busy={reports.isFetchingNextPage}
          onClick={() => void reports.fetchNextPage()}
        >
          {t('myReports.loadMore')}
        </Button>
      )}
    </>
  );
}

function MyReportItem({ report }: { report: MyReport }) {
  const { t } = useTranslation('groups');
  const site = useSite();
  return (
    <li className="gr-my-report" data-status={report.status}>
      <p className={`gr-report-status gr-report-status-${report.status.toLowerCase()}`}>
        {t(`myReports.status.${report.status}`)}
      </p>
      <blockquote className="gr-my-report-excerpt">
        {report.excerpt ?? <em>{t('myReports.contentDeleted')}</em>}
      </blockquote>
      <p>
        <strong>{t('myReports.yourComment')}:</strong> {report.reportComment}
      </p>
      <p>{t(`myReports.outcome.${report.status}`)}</p>
      <p className="muted">
        {t('myReports.reportedAt', { time: formatDateTime(report.createdAt, site) })}
        {report.resolvedAt && (
          <>
            {' · '}
            {t('myReports.decidedAt', { time: formatDateTime(report.resolvedAt, site) })}
          </>
        )}
      </p>
    </li>
  );
}

import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useAppropriatenessQuery } from './account-queries.ts';
import { categoryOf } from './product-groups.ts';
import './settings.css';

/** Each product group's appropriateness status, with the way to its knowledge test. */
export function ApprovedInstruments({ site }: { site: SiteId }) {
  const { t } = useTranslation('accounts');
  const errorMessage = useErrorMessage();
  const statuses = useAppropriatenessQuery();
  if (statuses.isPending) return <Spinner />;
  if (statuses.isError) return <Alert>{errorMessage(statuses.error)}</Alert>;
  return (
    <ul className="group-status">
      {statuses.data.map((row) => (
        <li key={row.productGroup}>
          <span>
            <strong>{t(`groups.${row.productGroup}`)}</strong>
            <br />
            <span className="muted">{t(`groupHolds.${row.productGroup}`)}</span>
          </span>
          <span>
            <span className="badge">{t(`status.${row.status}`)}</span>
            {row.assessedAt && <span className="muted small"> {formatDateTime(row.assessedAt, site)}</span>}
            {row.status !== 'PASSED' && (
              <>
                <br />
                <Link to={pagePath('knowledge-test', site, { mifid2Category: categoryOf(row.productGroup) })}>
                  {t('test.take', { group: t(`groups.${row.productGroup}`) })}
                </Link>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

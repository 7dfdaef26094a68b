import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatWholeMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useMortgageApplications } from './queries.ts';

/** The customer's applications, newest first, each linking to its status page; nothing when there are none. */
export function MortgageApplicationsList({ site }: { site: SiteId }) {
  const { t } = useTranslation('credit');
  const applications = useMortgageApplications();
  if (!applications.data || applications.data.length === 0) return null;
  return (
    <section aria-labelledby="mortgage-applications-title">
      <h2 id="mortgage-applications-title">{t('mortgage.yourApplications')}</h2>
      <ul className="credit-applications">
        {applications.data.map((a) => (
          <li key={a.id}>
            <Link to={`${pagePath('mortgage-application', site)}?application=${a.id}`}>
              {t('mortgage.applicationLine', {
                amount: formatWholeMoney(a.loanAmount, a.currency, site),
                address: a.property.address,
              })}
            </Link>
            <span className={`credit-status credit-status-${a.status.toLowerCase()}`}>
              {t(`application.status.${a.status}`)}
            </span>
            <span className="muted">{formatDateTime(a.submittedAt, site)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

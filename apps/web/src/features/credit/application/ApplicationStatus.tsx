import type { MortgageApplicationView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDateTime, formatWholeMoney } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { formatPercent } from '../MortgageFigures.tsx';
import { useMortgageApplication } from '../queries.ts';

const PATH = ['SUBMITTED', 'IN_REVIEW', 'DECIDED'] as const;

function stageOf(application: MortgageApplicationView): number {
  return application.status === 'SUBMITTED' ? 0 : application.status === 'IN_REVIEW' ? 1 : 2;
}

/** An application's page: where it stands on its way, then the credit check's decision in plain words. */
export function ApplicationStatus({ id, site }: { id: string; site: SiteId }) {
  const { t } = useTranslation('credit');
  const errorMessage = useErrorMessage();
  const query = useMortgageApplication(id);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  const a = query.data;
  const money = (amount: string) => formatWholeMoney(amount, a.currency, site);
  const stage = stageOf(a);
  const d = a.decision;
  return (
    <div className="credit-status-page" data-testid="application-status">
      <p className="credit-verdict" aria-live="polite">
        {t(`application.status.${a.status}`)}
      </p>
      <ol className="credit-path">
        {PATH.map((step, i) => (
          <li
            key={step}
            className={i < stage ? 'done' : i === stage ? 'current' : ''}
            aria-current={i === stage ? 'step' : undefined}
          >
            {t(`application.path.${step}`)}
          </li>
        ))}
      </ol>
      {d?.outcome === 'APPROVED' && (
        <Alert tone="success">
          {t('application.decision.approved', { amount: money(d.approvedAmount ?? a.loanAmount) })}
        </Alert>
      )}
      {d?.outcome === 'APPROVED_LOWER' && (
        <Alert tone="info">
          {t('application.decision.lower', {
            amount: money(d.approvedAmount ?? '0'),
            asked: money(a.loanAmount),
          })}
        </Alert>
      )}
      {d?.outcome === 'REFUSED' && (
        <Alert tone="info">{t(`application.decision.refused.${d.reason ?? 'DEBT_RATIO'}`)}</Alert>
      )}
      {!d && <p>{t('application.decision.pending')}</p>}
      <dl className="credit-facts">
        <dt>{t('application.review.address')}</dt>
        <dd>
          {a.property.address}, {a.property.postalCode}
        </dd>
        <dt>{t('application.loan.amount')}</dt>
        <dd>{money(a.loanAmount)}</dd>
        <dt>{t('mortgage.figures.rate')}</dt>
        <dd>{formatPercent(a.rate, site)}</dd>
        <dt>{t('mortgage.figures.ltv')}</dt>
        <dd>{formatPercent(a.ltv, site)}</dd>
        <dt>{t('mortgage.figures.monthly')}</dt>
        <dd>{formatWholeMoney(a.monthlyCost, a.currency, site)}</dd>
        <dt>{t('application.submittedAt')}</dt>
        <dd>{formatDateTime(a.submittedAt, site)}</dd>
      </dl>
      <p>
        <Link to={pagePath('mortgage', site)}>{t('application.toMortgage')}</Link>
      </p>
    </div>
  );
}

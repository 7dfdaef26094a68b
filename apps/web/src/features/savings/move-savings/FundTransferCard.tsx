import type { FundTransferView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, formatMoney, formatUnits } from '../../../lib/format.ts';

/**
 * One transfer and where it stands: its status, its steps over time (done with their dates, the one
 * under way, those to come; where a rejected one stopped), and each fund's outcome.
 */
export function FundTransferCard({
  transfer,
  site,
  accountName,
}: {
  transfer: FundTransferView;
  site: SiteId;
  accountName: string;
}) {
  const { t } = useTranslation('savings');
  const headingId = useId();
  const finished = transfer.status === 'COMPLETED' || transfer.status === 'REJECTED';
  const fees = Object.entries(transfer.fees)
    .filter(([, fee]) => Number(fee) > 0)
    .map(([currency, fee]) => formatMoney(fee, currency, site));
  return (
    <article className="card move-savings-card" aria-labelledby={headingId} data-status={transfer.status}>
      <h3 id={headingId}>{t('moveSavings.status.heading', { provider: transfer.provider })}</h3>
      <p>
        <span
          className={`move-savings-status move-savings-status-${transfer.status}`}
          data-testid="fund-transfer-status"
        >
          {t(`moveSavings.status.${transfer.status}`)}
        </span>
      </p>
      <dl className="key-facts">
        <dt>{t('moveSavings.summary.to')}</dt>
        <dd>{accountName}</dd>
        <dt>{t('moveSavings.status.signedAt')}</dt>
        <dd>{formatDateTime(transfer.signedAt, site)}</dd>
        {!finished && (
          <>
            <dt>{t('moveSavings.summary.expected')}</dt>
            <dd>{formatDay(transfer.expectedBy, site)}</dd>
          </>
        )}
        <dt>{t('moveSavings.summary.fees')}</dt>
        <dd>{fees.length === 0 ? t('moveSavings.choose.noFee') : fees.join(', ')}</dd>
      </dl>
      {!finished && <p className="move-savings-locked">{t('moveSavings.status.locked')}</p>}
      <h4>{t('moveSavings.status.stepsTitle')}</h4>
      <ol className="move-savings-steps">
        {transfer.steps.map((step) => (
          <li
            key={step.step}
            data-state={step.state}
            aria-current={step.state === 'CURRENT' ? 'step' : undefined}
          >
            <span className="move-savings-marker" aria-hidden="true" />
            <span>
              <span className="move-savings-step-name">{t(`moveSavings.step.${step.step}`)}</span>{' '}
              <span className="muted">
                {t(`moveSavings.stepState.${step.state}`)}
                {step.at && (step.state === 'DONE' || step.state === 'FAILED')
                  ? ` ${formatDay(step.at.slice(0, 10), site)}`
                  : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <h4>{t('moveSavings.status.fundsTitle')}</h4>
      <ul className="journey-list">
        {transfer.funds.map((fund) => (
          <li key={fund.holdingId}>
            <span>
              <strong>{fund.name}</strong>
              <br />
              <span>{t(`moveSavings.status.${fund.status}`)}</span>
              {fund.rejectReason && (
                <>
                  <br />
                  <span className="move-savings-reason">
                    {t(`moveSavings.rejectReason.${fund.rejectReason}`)}
                  </span>
                </>
              )}
            </span>
            <span className="journey-amount">
              {t('moveSavings.holdings.units', { units: formatUnits(fund.units, site) })}
              <br />
              <span className="muted">
                {t('moveSavings.status.cost', {
                  cost: formatMoney(fund.acquisitionCost, fund.currency, site),
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

import type { PensionMoveView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, formatMoney } from '../../../lib/format.ts';
import { listOfNames } from './pension-move-format.ts';

/**
 * One move and where it stands: its status, its steps over time (done with their dates, the one
 * under way, those to come; where a rejected move stopped), and each insurance's outcome, a
 * rejection with its reason.
 */
export function PensionMoveCard({
  move,
  site,
  accountName,
}: {
  move: PensionMoveView;
  site: SiteId;
  accountName: string;
}) {
  const { t, i18n } = useTranslation('portfolio');
  const headingId = useId();
  const money = (amount: string, currency = move.currency) => formatMoney(amount, currency, site);
  const companies = listOfNames([...new Set(move.insurances.map((i) => i.company))], i18n.language);
  return (
    <article className="card pension-move-card" aria-labelledby={headingId} data-status={move.status}>
      <h3 id={headingId}>{t('pensionMove.status.heading', { companies })}</h3>
      <p>
        <span className={`pension-status pension-status-${move.status}`} data-testid="pension-move-status">
          {t(`pensionMove.status.${move.status}`)}
        </span>
      </p>
      <dl className="key-facts">
        <dt>{t('pensionMove.status.to')}</dt>
        <dd>{accountName}</dd>
        <dt>{t('pensionMove.status.signedAt')}</dt>
        <dd>{formatDateTime(move.signedAt, site)}</dd>
        {move.status === 'COMPLETED' || move.status === 'REJECTED' ? null : (
          <>
            <dt>{t('pensionMove.status.expectedBy')}</dt>
            <dd>{formatDay(move.expectedBy, site)}</dd>
          </>
        )}
        <dt>{t('pensionMove.status.paidIn')}</dt>
        <dd>{money(move.paidIn)}</dd>
      </dl>
      <h4>{t('pensionMove.status.stepsTitle')}</h4>
      <ol className="pension-move-steps">
        {move.steps.map((step) => (
          <li
            key={step.step}
            data-state={step.state}
            aria-current={step.state === 'CURRENT' ? 'step' : undefined}
          >
            <span className="pension-step-marker" aria-hidden="true" />
            <span className="pension-step-text">
              <span className="pension-step-name">{t(`pensionMove.moveStep.${step.step}`)}</span>
              <span className="muted">
                {step.state === 'DONE' || step.state === 'FAILED'
                  ? `${t(`pensionMove.stepState.${step.state}`)}${step.at ? ` ${formatDay(step.at.slice(0, 10), site)}` : ''}`
                  : t(`pensionMove.stepState.${step.state}`)}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <h4>{t('pensionMove.status.insurancesTitle')}</h4>
      <ul className="journey-list">
        {move.insurances.map((item) => (
          <li key={item.insuranceId}>
            <span>
              <strong>{item.company}</strong>
              <br />
              <span className="muted">{t(`pensionMove.kind.${item.kind}`)}</span>
              <br />
              <span>{t(`pensionMove.status.${item.status}`)}</span>
              {item.rejectReason && (
                <>
                  <br />
                  <span className="pension-reject">{t(`pensionMove.rejectReason.${item.rejectReason}`)}</span>
                </>
              )}
            </span>
            <span className="journey-amount">
              {money(item.amount, item.currency)}
              <br />
              <span className="muted">
                {item.status === 'COMPLETED'
                  ? t('pensionMove.status.paid')
                  : t('pensionMove.status.expected', { fee: money(item.fee, item.currency) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

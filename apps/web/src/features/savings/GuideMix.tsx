import type { FundPortfolioGuideView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { instrumentPath } from '../market-data/links.ts';
import { FUNDS_PARAM, formatCharge, fundsParamValue } from './plan-format.ts';

/**
 * The guide's mix for one level: its split between interest and equity funds (a bar, and the same in
 * words), each fund with its share, kind, risk indicator and ongoing charge, the mix's charge, and the
 * way on: a new monthly savings plan with these funds and shares filled in.
 */
export function GuideMix({ guide, site }: { guide: FundPortfolioGuideView; site: SiteId }) {
  const { t } = useTranslation('savings');
  const headingId = useId();
  const startPath = `${pagePath('monthly-savings-create', site)}?${FUNDS_PARAM}=${fundsParamValue(guide.allocations)}`;
  return (
    <section className="guide-mix" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('guide.mixTitle', { level: guide.riskLevel })}</h2>
      <div className="guide-split" aria-hidden="true">
        {guide.fixedIncomePercent > 0 && (
          <span className="guide-split-interest" style={{ flexGrow: guide.fixedIncomePercent }} />
        )}
        {guide.equityPercent > 0 && (
          <span className="guide-split-equity" style={{ flexGrow: guide.equityPercent }} />
        )}
      </div>
      <p className="guide-split-words">
        <span>
          <span className="guide-key guide-key-interest" aria-hidden="true" />
          {t('guide.interestShare', { percent: guide.fixedIncomePercent })}
        </span>{' '}
        <span>
          <span className="guide-key guide-key-equity" aria-hidden="true" />
          {t('guide.equityShare', { percent: guide.equityPercent })}
        </span>
      </p>
      <ul className="guide-funds">
        {guide.allocations.map((fund) => (
          <li key={fund.instrumentId} className="guide-fund">
            <div className="guide-fund-head">
              <Link to={instrumentPath({ id: fund.instrumentId, name: fund.name }, site)}>{fund.name}</Link>
              <span className="guide-fund-percent">{t('plan.percent', { percent: fund.percent })}</span>
            </div>
            <dl className="guide-fund-facts">
              <div>
                <dt>{t('guide.kind')}</dt>
                <dd>{t(`guide.category.${fund.category}`)}</dd>
              </div>
              <div>
                <dt>{t('guide.risk')}</dt>
                <dd>{t('guide.riskValue', { risk: fund.riskIndicator })}</dd>
              </div>
              <div>
                <dt>{t('guide.charge')}</dt>
                <dd>{t('guide.chargeValue', { charge: formatCharge(fund.ongoingCharge, site) })}</dd>
              </div>
              {fund.currency !== guide.currency && (
                <div>
                  <dt>{t('guide.currency')}</dt>
                  <dd>{fund.currency}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      {guide.ongoingCharge !== null && (
        <p className="guide-total-charge">
          {t('guide.mixCharge', { charge: formatCharge(guide.ongoingCharge, site) })}
        </p>
      )}
      <p className="guide-start">
        <Link className="btn btn-primary" to={startPath}>
          {t('guide.start')}
        </Link>
      </p>
    </section>
  );
}

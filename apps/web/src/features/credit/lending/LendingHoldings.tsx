import type { CreditView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';

/** Each holding, its value now, the percent Havn lends against it and what it lends; then the sum. */
export function LendingHoldings({ credit, site }: { credit: CreditView; site: SiteId }) {
  const { t } = useTranslation('credit');
  const money = (amount: string) => formatMoney(amount, credit.currency, site);
  if (credit.holdings.length === 0) return <p>{t('lending.holdings.none')}</p>;
  return (
    <>
      <ul className="journey-list" aria-label={t('lending.holdings.title')}>
        {credit.holdings.map((h) => (
          <li key={h.instrumentId}>
            <span>
              <strong>{h.name}</strong>
              <br />
              <span className="muted">
                {h.marketValue === null
                  ? t('lending.holdings.noPrice')
                  : t('lending.holdings.valueAt', { value: money(h.marketValue), percent: h.percent })}
              </span>
            </span>
            <span className="journey-amount">{money(h.lendingValue)}</span>
          </li>
        ))}
        <li className="lending-total">
          <strong>{t('lending.holdings.total')}</strong>
          <strong className="journey-amount">{money(credit.lendingValue)}</strong>
        </li>
      </ul>
      <p className="muted">
        {credit.diversified ? t('lending.holdings.diversified') : t('lending.holdings.notDiversified')}
      </p>
    </>
  );
}

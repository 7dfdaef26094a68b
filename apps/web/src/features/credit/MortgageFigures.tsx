import type { MortgageIndicationView } from '@havn/contract/web';
import { type SiteId, siteLocale } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatWholeMoney } from '../../lib/format.ts';

/** A rate or a share given in percent ("3.45") in the site's words ("3,45 %"), never through a float. */
export function formatPercent(value: string, site: SiteId): string {
  return new Intl.NumberFormat(siteLocale[site], { style: 'percent', maximumFractionDigits: 2 }).format(
    `${value}E-2` as Intl.StringNumericLiteral,
  );
}

/** An indication's figures: the month's cost first, then the rate and how it is made, LTV and amortisation. */
export function MortgageFigures({ indication, site }: { indication: MortgageIndicationView; site: SiteId }) {
  const { t } = useTranslation('credit');
  const percent = (value: string) => formatPercent(value, site);
  const money = (amount: string) => formatMoney(amount, indication.currency, site);
  const { rate, monthly } = indication;
  return (
    <div className="credit-figures" data-testid="mortgage-figures">
      <p className="credit-monthly">
        <span>{t('mortgage.figures.monthly')}</span>
        <strong>{money(monthly.total)}</strong>
      </p>
      <dl className="credit-facts">
        <dt>{t('mortgage.figures.interest')}</dt>
        <dd>{money(monthly.interest)}</dd>
        <dt>{t('mortgage.figures.amortisation')}</dt>
        <dd>{money(monthly.amortisation)}</dd>
        <dt>{t('mortgage.figures.rate')}</dt>
        <dd>{percent(rate.rate)}</dd>
        <dt>{t('mortgage.figures.ltv')}</dt>
        <dd>{percent(indication.ltv)}</dd>
        <dt>{t('mortgage.figures.amortisationRule')}</dt>
        <dd>
          {indication.amortisationPercent === '0'
            ? t('mortgage.figures.noAmortisation')
            : t('mortgage.figures.amortisationYear', {
                percent: percent(indication.amortisationPercent),
                amount: formatWholeMoney(indication.amortisationPerYear, indication.currency, site),
              })}
        </dd>
      </dl>
      <details className="credit-rate-parts">
        <summary>{t('mortgage.figures.howRate')}</summary>
        <dl className="credit-facts">
          <dt>{t('mortgage.figures.reference')}</dt>
          <dd>{percent(rate.reference)}</dd>
          <dt>{t('mortgage.figures.margin')}</dt>
          <dd>+ {percent(rate.margin)}</dd>
          <dt>
            {t('mortgage.figures.assetDiscount', {
              capital: formatWholeMoney(indication.capitalAtHavn, indication.currency, site),
            })}
          </dt>
          <dd>− {percent(rate.assetDiscount)}</dd>
          <dt>{t('mortgage.figures.ltvDiscount')}</dt>
          <dd>− {percent(rate.ltvDiscount)}</dd>
        </dl>
        <p className="muted">{t('mortgage.figures.rateNote')}</p>
      </details>
    </div>
  );
}

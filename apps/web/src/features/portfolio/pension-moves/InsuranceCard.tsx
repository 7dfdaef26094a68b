import type { PensionInsuranceView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';

/** One insurance at another company: its kind, value, the old company's fee, and whether it may move. */
export function InsuranceCard({ insurance, site }: { insurance: PensionInsuranceView; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const money = (amount: string) => formatMoney(amount, insurance.currency, site);
  const movable = insurance.movable && insurance.movingIn === null;
  const why = insurance.movingIn !== null ? 'ALREADY_MOVING' : insurance.reason;
  return (
    <li className="card pension-insurance" data-movable={movable}>
      <h3>{insurance.company}</h3>
      <p className="pension-insurance-kind">
        {t(`pensionMove.kind.${insurance.kind}`)} · {t(`pensionMove.management.${insurance.management}`)}
      </p>
      <dl className="key-facts">
        <dt>{t('pensionMove.insurance.value')}</dt>
        <dd>{money(insurance.value)}</dd>
        <dt>{t('pensionMove.insurance.fee')}</dt>
        <dd>{Number(insurance.fee) === 0 ? t('pensionMove.insurance.noFee') : money(insurance.fee)}</dd>
        <dt>{t('pensionMove.insurance.cover')}</dt>
        <dd>
          {insurance.repaymentCover
            ? t('pensionMove.insurance.repaymentCover')
            : t('pensionMove.insurance.noCover')}
        </dd>
      </dl>
      {movable ? (
        <p className="pension-movable">
          <span className="badge">{t('pensionMove.insurance.movable')}</span>{' '}
          {t('pensionMove.insurance.movableIn', { days: insurance.expectedDays })}
          {insurance.employerSignatureNeeded && ` ${t('pensionMove.insurance.employerSigns')}`}
        </p>
      ) : (
        <p className="pension-not-movable">
          <strong>{t('pensionMove.insurance.notMovable')}</strong> {why ? t(`pensionMove.reason.${why}`) : ''}
        </p>
      )}
    </li>
  );
}

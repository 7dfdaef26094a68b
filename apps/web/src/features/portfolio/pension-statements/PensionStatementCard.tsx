import type { PensionStatementView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../components/TableScroll.tsx';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { formatDecimal } from '../../market-data/market-format.ts';

/** A pension account's yearly statement: values, money in and out, the return, costs, tax and the cap. */
export function PensionStatementCard({
  statement: s,
  accountName,
  site,
}: {
  statement: PensionStatementView;
  accountName: string;
  site: SiteId;
}) {
  const { t } = useTranslation('portfolio');
  const money = (amount: string) => formatMoney(amount, s.currency, site);
  const percent = (value: string) => `${formatDecimal(value, site, 2)} %`;
  return (
    <article className="card pension-statement" aria-labelledby="pension-statement-title">
      <h2 id="pension-statement-title">
        {t('pensionStatements.heading', { year: s.year })} · {accountName}
      </h2>
      <p className="muted">
        {t('pensionStatements.period', { from: formatDay(s.from, site), to: formatDay(s.to, site) })}
        {s.preliminary && ` ${t('pensionStatements.preliminary')}`}
      </p>
      <h3>{t('pensionStatements.valueHeading')}</h3>
      <dl className="figure-grid" data-testid="statement-values">
        <div>
          <dt>{t('pensionStatements.startValue')}</dt>
          <dd>{money(s.startValue)}</dd>
        </div>
        <div>
          <dt>{s.preliminary ? t('pensionStatements.valueToday') : t('pensionStatements.endValue')}</dt>
          <dd>{money(s.endValue)}</dd>
        </div>
        <div>
          <dt>{t('pensionStatements.returnAmount')}</dt>
          <dd>{money(s.returnAmount)}</dd>
        </div>
        <div>
          <dt>{t('pensionStatements.returnPercent')}</dt>
          <dd>{percent(s.returnPercent)}</dd>
        </div>
      </dl>
      <h3>{t('pensionStatements.flowsHeading')}</h3>
      <dl className="figure-grid" data-testid="statement-flows">
        <div>
          <dt>{t('pensionStatements.paidInCustomer')}</dt>
          <dd>{money(s.paidIn.customer)}</dd>
        </div>
        <div>
          <dt>{t('pensionStatements.paidInEmployer')}</dt>
          <dd>{money(s.paidIn.employer)}</dd>
        </div>
        <div>
          <dt>{t('pensionStatements.movedIn')}</dt>
          <dd>{money(s.movedIn)}</dd>
        </div>
        <div>
          <dt>{t('pensionStatements.payouts')}</dt>
          <dd>{money(s.payouts)}</dd>
        </div>
      </dl>
      <h3>{t('pensionStatements.costsHeading')}</h3>
      <dl className="figure-grid" data-testid="statement-costs">
        <div>
          <dt>{t('pensionStatements.fees')}</dt>
          <dd>{money(s.fees)}</dd>
        </div>
        <div>
          <dt>{t('pensionStatements.tax')}</dt>
          <dd>{s.tax === null ? t('pensionStatements.noTax') : money(s.tax)}</dd>
        </div>
      </dl>
      {s.fundCosts.length > 0 && (
        <>
          <p className="muted">{t('pensionStatements.fundCostsLead')}</p>
          <TableScroll label={t('pensionStatements.fundCostsCaption')}>
            <table className="data-table">
              <caption className="visually-hidden">{t('pensionStatements.fundCostsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('pensionStatements.fund')}</th>
                  <th scope="col">{t('pensionStatements.ongoingCharge')}</th>
                  <th scope="col">{t('pensionStatements.fundValue')}</th>
                  <th scope="col">{t('pensionStatements.estimatedCost')}</th>
                </tr>
              </thead>
              <tbody>
                {s.fundCosts.map((f) => (
                  <tr key={f.instrumentId}>
                    <th scope="row">{f.name}</th>
                    <td>{percent(f.ongoingChargePercent)}</td>
                    <td>{money(f.value)}</td>
                    <td>{money(f.estimatedCost)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      <h3>{t('pensionStatements.capHeading')}</h3>
      {s.contributionCap ? (
        <dl className="figure-grid" data-testid="statement-cap">
          <div>
            <dt>{t('pensionStatements.cap', { year: s.year })}</dt>
            <dd>{money(s.contributionCap.cap)}</dd>
          </div>
          <div>
            <dt>{t('pensionStatements.capUsed')}</dt>
            <dd>{money(s.contributionCap.used)}</dd>
          </div>
          <div>
            <dt>{t('pensionStatements.capRoom')}</dt>
            <dd>{money(s.contributionCap.room)}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('pensionStatements.noCap')}</p>
      )}
      <p>{t('pensionStatements.payoutAge', { age: s.payoutAge })}</p>
    </article>
  );
}

import {
  PAYOUT_YEARS_MAX,
  PAYOUT_YEARS_MIN,
  RETIREMENT_AGE_MAX,
  RETIREMENT_AGE_MIN,
} from '@havn/domain/broker/index';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useAccountsQuery } from '../../features/accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { formatDecimal } from '../../features/market-data/market-format.ts';
import { type PrognosisInput, usePensionPrognosisQuery } from '../../features/portfolio/queries.ts';
import { PensionSavingsLinks } from '../../features/savings/pension/PensionSavingsLinks.tsx';
import { normalizeDecimal } from '../../features/trading/order-estimate.ts';
import { formatWholeMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './PensionPrognosisScreen.css';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The pension prognosis: saving now, retirement age and payout years in; capital and monthly payout out, on three returns. */
export default function PensionPrognosisScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('prognosis.title'));
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  const accounts = useAccountsQuery();
  const ids = { account: useId(), age: useId(), years: useId() };
  const [draft, setDraft] = useState<PrognosisInput>({
    accid: undefined,
    monthlyContribution: '1000',
    retirementAge: 65,
    payoutYears: 20,
  });
  const [asked, setAsked] = useState<PrognosisInput>(draft);
  const [invalid, setInvalid] = useState(false);
  const prognosis = usePensionPrognosisQuery(asked, true);
  const currency = prognosis.data?.assumptions.currency ?? accounts.data?.[0]?.currency ?? 'SEK';
  const money = (amount: string) => formatWholeMoney(amount, currency, page.site);
  const percent = (value: string) => formatDecimal(value, page.site, value.split('.')[1]?.length ?? 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const monthlyContribution = normalizeDecimal(draft.monthlyContribution) || '0';
    if (!AMOUNT.test(monthlyContribution)) return setInvalid(true);
    setInvalid(false);
    setAsked({ ...draft, monthlyContribution });
  };

  const data = prognosis.data;
  // Every fifth age and the two that matter, so the table stays short on a phone.
  const shown = data?.series.filter(
    (point, i, all) =>
      i === 0 || i === all.length - 1 || point.age % 5 === 0 || point.age === asked.retirementAge,
  );
  return (
    <section className="portfolio-page" aria-labelledby="prognosis-title">
      <h1 id="prognosis-title">{t('prognosis.title')}</h1>
      <p className="muted">{t('prognosis.lead')}</p>
      <p>
        <Link to={pagePath('pension-information', page.site)}>{t('pensionMove.info.link')}</Link>
      </p>
      <PensionSavingsLinks site={page.site} />
      <form className="card prognosis-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.account}>{t('prognosis.account')}</label>
          <select
            id={ids.account}
            value={draft.accid ?? ''}
            onChange={(event) => setDraft({ ...draft, accid: event.target.value || undefined })}
          >
            <option value="">{t('prognosis.noAccount')}</option>
            {(accounts.data ?? []).map((account) => (
              <option key={account.accid} value={account.accid}>
                {account.alias ?? typeName(account.accountType, account.country)} {account.accountNumber}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('prognosis.contribution', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={draft.monthlyContribution}
          onChange={(event) => setDraft({ ...draft, monthlyContribution: event.target.value })}
          error={invalid ? t('prognosis.contributionInvalid') : undefined}
        />
        <div className="field">
          <label htmlFor={ids.age}>{t('prognosis.retirementAge')}</label>
          <select
            id={ids.age}
            value={draft.retirementAge}
            onChange={(event) => setDraft({ ...draft, retirementAge: Number(event.target.value) })}
          >
            {range(RETIREMENT_AGE_MIN, RETIREMENT_AGE_MAX).map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.years}>{t('prognosis.payoutYears')}</label>
          <select
            id={ids.years}
            value={draft.payoutYears}
            onChange={(event) => setDraft({ ...draft, payoutYears: Number(event.target.value) })}
          >
            {range(PAYOUT_YEARS_MIN, PAYOUT_YEARS_MAX).map((years) => (
              <option key={years} value={years}>
                {years}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" busy={prognosis.isFetching}>
          {t('prognosis.update')}
        </Button>
      </form>
      {prognosis.isPending ? (
        <Spinner />
      ) : prognosis.isError ? (
        <Alert>{errorMessage(prognosis.error)}</Alert>
      ) : (
        data && (
          <section className="card" aria-labelledby="prognosis-payout">
            <h2 id="prognosis-payout">{t('prognosis.monthlyPayout', { age: asked.retirementAge })}</h2>
            <dl className="order-summary" data-testid="prognosis-payout">
              {(['low', 'expected', 'high'] as const).map((path) => (
                <div key={path}>
                  <dt>{t(`prognosis.${path}`)}</dt>
                  <dd>{money(data.monthlyPayout[path])}</dd>
                </div>
              ))}
            </dl>
            <TableScroll label={t('prognosis.capital')}>
              <table className="data-table">
                <caption className="visually-hidden">{t('prognosis.capital')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('prognosis.atAge')}</th>
                    <th scope="col" className="num">
                      {t('prognosis.low')}
                    </th>
                    <th scope="col" className="num">
                      {t('prognosis.expected')}
                    </th>
                    <th scope="col" className="num">
                      {t('prognosis.high')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown?.map((point) => (
                    <tr key={point.age}>
                      <th scope="row">{point.age}</th>
                      <td className="num">{money(point.low)}</td>
                      <td className="num">{money(point.expected)}</td>
                      <td className="num">{money(point.high)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <p className="muted small">
              {t('prognosis.assumptions', {
                low: percent(data.assumptions.realReturnPercent.low),
                expected: percent(data.assumptions.realReturnPercent.expected),
                high: percent(data.assumptions.realReturnPercent.high),
                tax: percent(data.assumptions.yieldTaxPercent),
                age: data.assumptions.age,
              })}
            </p>
          </section>
        )
      )}
    </section>
  );
}

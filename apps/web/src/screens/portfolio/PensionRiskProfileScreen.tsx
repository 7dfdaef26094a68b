import type { PensionRiskProfileView } from '@havn/contract/web';
import type { AccountType, SiteId } from '@havn/domain';
import { GLIDE_PATH, isRiskLevel, suggestedPensionEquityPercent } from '@havn/domain/broker/index';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useRiskProfileQuery } from '../../features/accounts-and-money/account-queries.ts';
import { RiskProfileForm } from '../../features/accounts-and-money/RiskProfileForm.tsx';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { usePensionRiskProfileQuery } from '../../features/portfolio/pension-statements/queries.ts';
import { PensionSavingsLinks } from '../../features/savings/pension/PensionSavingsLinks.tsx';
import { formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './PensionPages.css';

/** Points either way within which the equity share held counts as the suggested one. */
const IN_LINE_POINTS = 5;

/** The equity share held against the suggested one: in line within IN_LINE_POINTS either way. */
function verdictOf(current: number, suggested: number): 'above' | 'below' | 'inLine' {
  const off = current - suggested;
  if (Math.abs(off) <= IN_LINE_POINTS) return 'inLine';
  return Math.sign(off) === 1 ? 'above' : 'below';
}

/**
 * The risk profile in the pension context: the customer's risk level (the settings questionnaire,
 * reused here) and for each pension account the equity share the age profile suggests within that
 * level, by the years to its payout age, beside what it holds now, with the ways to change it.
 */
export default function PensionRiskProfileScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  const { t: tAccounts } = useTranslation('accounts');
  useDocumentTitle(t('pensionRisk.title'));
  const errorMessage = useErrorMessage();
  const profile = useRiskProfileQuery();
  const pensions = usePensionRiskProfileQuery();
  const level = profile.data?.riskLevel ?? null;
  return (
    <section className="portfolio-page pension-doc" aria-labelledby="pension-risk-title">
      <h1 id="pension-risk-title">{t('pensionRisk.title')}</h1>
      <p className="muted">{t('pensionRisk.lead')}</p>
      <PensionSavingsLinks site={page.site} />
      <section className="card" aria-labelledby="pension-risk-level">
        <h2 id="pension-risk-level">{t('pensionRisk.levelHeading')}</h2>
        {profile.isPending ? (
          <Spinner />
        ) : level !== null ? (
          <p className="lead">
            {tAccounts('risk.level', { level })} {tAccounts(`risk.levelText.${String(level) as '1'}`)}
          </p>
        ) : (
          <p>{t('pensionRisk.noLevel')}</p>
        )}
        <details className="pension-questionnaire">
          <summary>{level === null ? t('pensionRisk.answer') : t('pensionRisk.change')}</summary>
          <RiskProfileForm />
        </details>
      </section>
      <section aria-labelledby="pension-risk-accounts">
        <h2 id="pension-risk-accounts">{t('pensionRisk.accountsHeading')}</h2>
        <p className="muted">
          {t('pensionRisk.glidePath', {
            before: GLIDE_PATH.fullEquityUntilYearsBefore,
            after: GLIDE_PATH.floorYearsAfter,
            floor: GLIDE_PATH.floorEquityPercent,
          })}
        </p>
        {pensions.isPending ? (
          <Spinner />
        ) : pensions.isError ? (
          <Alert>{errorMessage(pensions.error)}</Alert>
        ) : pensions.data.accounts.length === 0 ? (
          <div className="card">
            <p>{t('pensionRisk.none')}</p>
            <Link
              className="btn btn-primary"
              to={pagePath('pension-savings-new', page.site, { step: 'start' })}
            >
              {t('pensionStatements.open')}
            </Link>
          </div>
        ) : (
          <>
            {pensions.data.age === null && <Alert tone="info">{t('pensionRisk.noAge')}</Alert>}
            <ul className="pension-accounts">
              {pensions.data.accounts.map((account) => (
                <PensionAccountRisk key={account.accid} account={account} level={level} site={page.site} />
              ))}
            </ul>
          </>
        )}
      </section>
    </section>
  );
}

function PensionAccountRisk({
  account,
  level,
  site,
}: {
  account: PensionRiskProfileView['accounts'][number];
  level: number | null;
  site: SiteId;
}) {
  const { t } = useTranslation('portfolio');
  const typeName = useAccountTypeName();
  const titleId = useId();
  const years = account.yearsToPayout;
  // The level just answered counts at once: the same domain rule the server applies.
  const suggested =
    years === null
      ? null
      : suggestedPensionEquityPercent(level !== null && isRiskLevel(level) ? level : null, years);
  const current = account.currentEquityPercent;
  const verdict = suggested === null || current === null ? null : verdictOf(current, suggested);
  return (
    <li className="card pension-account" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {account.alias ?? typeName(account.accountType as AccountType, null)} {account.accountNumber}
      </h3>
      <p>
        {t('pensionRisk.value', { value: formatMoney(account.value, account.currency, site) })} ·{' '}
        {years === null
          ? t('pensionRisk.payoutAge', { age: account.payoutAge })
          : years > 0
            ? t('pensionRisk.yearsLeft', { count: years, age: account.payoutAge })
            : t('pensionRisk.paysOut', { age: account.payoutAge })}
      </p>
      <EquityShare label={t('pensionRisk.suggested')} percent={suggested} />
      <EquityShare label={t('pensionRisk.current')} percent={current} />
      {verdict && <p>{t(`pensionRisk.verdict.${verdict}`)}</p>}
      {current === null && <p className="muted">{t('pensionRisk.empty')}</p>}
      <p className="pension-account-links">
        <Link
          to={`${pagePath('pension-savings-auto', site, { step: 'account' })}?account=${encodeURIComponent(account.accid)}`}
        >
          {t('pensionRisk.adjustSaving')}
        </Link>
        <Link to={`${pagePath('fund-swap-orders', site)}?accid=${encodeURIComponent(account.accid)}`}>
          {t('pensionRisk.switchFunds')}
        </Link>
      </p>
    </li>
  );
}

function EquityShare({ label, percent }: { label: string; percent: number | null }) {
  const { t } = useTranslation('portfolio');
  const id = useId();
  return (
    <div className="equity-share">
      <span id={id}>{label}</span>
      {percent !== null && <meter aria-labelledby={id} min={0} max={100} value={percent} />}
      <output aria-labelledby={id}>{percent === null ? '–' : t('pensionRisk.percent', { percent })}</output>
    </div>
  );
}

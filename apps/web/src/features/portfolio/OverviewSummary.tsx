import type { AccountOverview, DayFigures } from '@havn/contract/web';
import { accountTypeOf, type SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useAccountsQuery } from '../accounts-and-money/queries.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { changeClass, formatPercent } from '../market-data/market-format.ts';
import { formatSignedMoney } from './overview-format.ts';
import { useOverviewQuery } from './queries.ts';
import { ValueSparkline } from './ValueSparkline.tsx';
import './OverviewSummary.css';

/** The day's result as the overview writes it: "+450,00 kr (+4,50 %)", green up, red down. */
function DayResult({ figures, site }: { figures: DayFigures; site: SiteId }) {
  return (
    <span className={changeClass(figures.dayResult)}>
      {formatSignedMoney(figures.dayResult, figures.currency, site)} (
      {formatPercent(figures.dayReturnPercent, site)})
    </span>
  );
}

/**
 * The member overview's head: the total value of every account in one currency, the day's result and
 * return, and the last month's value as a small chart; then each account with its own figures. All of
 * it is computed on the server (api.portfolio.overview); this only shows it. The home shows the total
 * alone (`accounts={false}`).
 */
export function OverviewSummary({
  site,
  accounts: showAccounts = true,
}: {
  site: SiteId;
  accounts?: boolean;
}) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const overview = useOverviewQuery();
  if (overview.isPending) return <Spinner />;
  if (overview.isError) return <Alert>{errorMessage(overview.error)}</Alert>;
  const { total, accounts, history } = overview.data;
  if (!total) return null;
  const first = history[0];
  const last = history.at(-1);
  const foreign = accounts.length > 1;
  return (
    <>
      <section className="card overview-total" aria-labelledby="overview-total-title">
        <div className="overview-total-figures">
          <h2 id="overview-total-title" className="overview-label">
            {t('overview.title')}
          </h2>
          <p className="overview-total-value" data-testid="overview-total">
            {formatMoney(total.value, total.currency, site)}
          </p>
          <p className="overview-today" data-testid="overview-today">
            <span className="overview-label">{t('overview.today')}</span>{' '}
            <DayResult figures={total} site={site} />
          </p>
          {foreign && <p className="muted">{t('overview.allAccounts', { currency: total.currency })}</p>}
        </div>
        <figure className="overview-chart">
          {history.length > 1 ? (
            <ValueSparkline values={history.map((p) => p.value)} testId="overview-chart" />
          ) : (
            <p className="muted">{t('overview.chartEmpty')}</p>
          )}
          <figcaption className="muted">{t('overview.chartTitle')}</figcaption>
          {first && last && history.length > 1 && (
            <p className="visually-hidden">
              {t('overview.chartSummary', {
                from: formatMoney(first.value, total.currency, site),
                to: formatMoney(last.value, total.currency, site),
              })}
            </p>
          )}
        </figure>
        <dl className="overview-parts">
          <div>
            <dt>{t('overview.holdings')}</dt>
            <dd>{formatMoney(total.holdings, total.currency, site)}</dd>
          </div>
          <div>
            <dt>{t('overview.cash')}</dt>
            <dd>{formatMoney(total.cash, total.currency, site)}</dd>
          </div>
        </dl>
        <p className="overview-note muted">{t('overview.fxNote')}</p>
      </section>
      {showAccounts && (
        <>
          <h2>{t('overview.accountsTitle')}</h2>
          <ul className="overview-accounts">
            {accounts.map((account) => (
              <AccountCard key={account.accid} account={account} site={site} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function AccountCard({ account, site }: { account: AccountOverview; site: SiteId }) {
  const { t } = useTranslation(['portfolio', 'common']);
  const accounts = useAccountsQuery();
  const money = accounts.data?.find((a) => a.accid === account.accid);
  const headingId = `overview-account-${account.accid}`;
  return (
    <li className="card overview-account" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {account.alias ?? t(`common:accountTypes.${accountTypeOf(account.accountType, account.country)}`)}
      </h3>
      <p className="muted">{t('common:home.accountNumber', { number: account.accountNumber })}</p>
      <p className="overview-account-value">{formatMoney(account.value, account.currency, site)}</p>
      <p className="overview-today">
        <span className="overview-label">{t('overview.today')}</span>{' '}
        <DayResult figures={account} site={site} />
      </p>
      <dl className="overview-parts">
        <div>
          <dt>{t('overview.holdings')}</dt>
          <dd>{formatMoney(account.holdings, account.currency, site)}</dd>
        </div>
        <div>
          <dt>{t('overview.cash')}</dt>
          <dd>{formatMoney(account.cash, account.currency, site)}</dd>
        </div>
        {money !== undefined && (
          <>
            <div>
              <dt>{t('overview.buyingPower')}</dt>
              <dd>{formatMoney(money.buyingPower, account.currency, site)}</dd>
            </div>
            <div>
              <dt>{t('overview.withdrawable')}</dt>
              <dd>{formatMoney(money.withdrawable, account.currency, site)}</dd>
            </div>
            <div>
              <dt>{t('overview.unsettled')}</dt>
              <dd>{formatMoney(money.unsettled, account.currency, site)}</dd>
            </div>
          </>
        )}
      </dl>
    </li>
  );
}

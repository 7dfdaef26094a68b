import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useAccountsQuery } from '../../features/accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { PensionStatementCard } from '../../features/portfolio/pension-statements/PensionStatementCard.tsx';
import { pensionAccountsOf } from '../../features/portfolio/pension-statements/pension-accounts.ts';
import { usePensionStatementQuery } from '../../features/portfolio/pension-statements/queries.ts';
import { PensionSavingsLinks } from '../../features/savings/pension/PensionSavingsLinks.tsx';
import { Link, useSearchParams } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './PensionPages.css';

/**
 * Pension statements: one pension account's year as a pension provider's annual statement shows it.
 * The account and the year live in the address (`?account=&year=`), so a statement can be kept and printed.
 */
export default function PensionStatementsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('pensionStatements.title'));
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  const accounts = useAccountsQuery();
  const ids = { account: useId(), year: useId() };
  const [search, setSearch] = useSearchParams();
  const pensions = pensionAccountsOf(accounts.data);
  const asked = search.get('account');
  const account = pensions.find((a) => a.accid === asked) ?? pensions[0] ?? null;
  const thisYear = new Date().getFullYear();
  const askedYear = Number(search.get('year'));
  const year =
    Number.isInteger(askedYear) && askedYear >= 1900 && askedYear <= thisYear ? askedYear : thisYear;
  const statement = usePensionStatementQuery(account?.accid ?? null, year);
  const shown = statement.data;
  const firstYear = Math.min(shown && shown.accid === account?.accid ? shown.firstYear : year, year);
  const years = Array.from({ length: thisYear - firstYear + 1 }, (_, i) => thisYear - i);
  const nameOf = (a: NonNullable<typeof account>) =>
    `${a.alias ?? typeName(a.accountType, a.country)} ${a.accountNumber}`;
  const choose = (next: { account?: string; year?: number }) =>
    setSearch(
      {
        account: next.account ?? account?.accid ?? '',
        year: String(next.year ?? year),
      },
      { replace: true },
    );

  return (
    <section className="portfolio-page pension-doc" aria-labelledby="pension-statements-title">
      <h1 id="pension-statements-title">{t('pensionStatements.title')}</h1>
      <p className="muted">{t('pensionStatements.lead')}</p>
      <PensionSavingsLinks site={page.site} />
      {accounts.isPending ? (
        <Spinner />
      ) : accounts.isError ? (
        <Alert>{errorMessage(accounts.error)}</Alert>
      ) : account === null ? (
        <div className="card">
          <p>{t('pensionStatements.none')}</p>
          <Link
            className="btn btn-primary"
            to={pagePath('pension-savings-new', page.site, { step: 'start' })}
          >
            {t('pensionStatements.open')}
          </Link>
        </div>
      ) : (
        <>
          <form className="card pension-pickers" onSubmit={(event) => event.preventDefault()}>
            <div className="field">
              <label htmlFor={ids.account}>{t('pensionStatements.account')}</label>
              <select
                id={ids.account}
                value={account.accid}
                onChange={(event) => choose({ account: event.target.value })}
              >
                {pensions.map((a) => (
                  <option key={a.accid} value={a.accid}>
                    {nameOf(a)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.year}>{t('pensionStatements.year')}</label>
              <select
                id={ids.year}
                value={year}
                onChange={(event) => choose({ year: Number(event.target.value) })}
              >
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              {t('pensionStatements.print')}
            </Button>
          </form>
          {statement.isPending ? (
            <Spinner />
          ) : statement.isError ? (
            <Alert>
              {errorMessage(statement.error)}{' '}
              <Button variant="link" onClick={() => void statement.refetch()}>
                {t('pensionStatements.tryAgain')}
              </Button>
            </Alert>
          ) : (
            <div aria-busy={statement.isFetching}>
              <PensionStatementCard
                statement={statement.data}
                accountName={nameOf(account)}
                site={page.site}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { accountOption } from '../../features/accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { FundRebalance } from '../../features/trading/fund-rebalance/FundRebalance.tsx';
import { useFundAccounts } from '../../features/trading/fund-rebalance/queries.ts';
import { Link, useSearchParams } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Rebalance funds: an account holding two funds or more (`?accid=` chooses one), its mix against a
 * target, and the trades that bring it back. Without such an account, where to find funds.
 */
export default function RebalanceFundsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('rebalance');
  useDocumentTitle(t('title'));
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState(search.get('accid') ?? undefined);
  const pickerId = useId();
  const headingId = useId();
  const fundAccounts = useFundAccounts();
  const body = () => {
    if (fundAccounts.status === 'pending') return <Spinner />;
    if (fundAccounts.status === 'error') return <Alert>{errorMessage(fundAccounts.error)}</Alert>;
    const eligible = fundAccounts.accounts.filter((a) => a.funds.length >= 2);
    const holding = eligible.find((a) => a.account.accid === chosen) ?? eligible[0];
    if (!holding) {
      return (
        <div className="card account-section" data-testid="rebalance-empty">
          <p>{t('empty.text')}</p>
          <p>
            <Link to={pagePath('fund-list', page.site)}>{t('empty.fundsLink')}</Link>
          </p>
        </div>
      );
    }
    return (
      <>
        {eligible.length > 1 && (
          <p className="account-picker">
            <label htmlFor={pickerId}>{t('accountPicker')}</label>{' '}
            <select id={pickerId} value={holding.account.accid} onChange={(e) => setChosen(e.target.value)}>
              {eligible.map((a) => (
                <option key={a.account.accid} value={a.account.accid}>
                  {accountOption(a.account, typeName).label}
                </option>
              ))}
            </select>
          </p>
        )}
        <section className="card account-section" aria-labelledby={headingId}>
          <h2 id={headingId}>
            {t('accountTitle', { account: accountOption(holding.account, typeName).label })}
          </h2>
          <FundRebalance key={holding.account.accid} holding={holding} site={page.site} />
        </section>
      </>
    );
  };
  return (
    <section className="portfolio-page" aria-labelledby="rebalance-title">
      <h1 id="rebalance-title">{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      {body()}
    </section>
  );
}

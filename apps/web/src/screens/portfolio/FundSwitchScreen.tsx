import type { Account } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AccountPicker } from '../../features/accounts-and-money/AccountPicker.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { FundSwitchForm } from '../../features/trading/fund-switches/FundSwitchForm.tsx';
import { FundSwitchList } from '../../features/trading/fund-switches/FundSwitchList.tsx';
import { useFundHoldings } from '../../features/trading/fund-switches/use-fund-holdings.ts';
import { Link, useSearchParams } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Fund switches ("Byt fond"): a new switch for the chosen account, then its switches in progress and
 * done. `?accid=` and `?from=` (a fund's id) choose the account and the fund to sell, as the fund
 * ticket's link sets them.
 */
export default function FundSwitchScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['portfolio', 'rebalance']);
  useDocumentTitle(t('fundSwitch.title'));
  const [search] = useSearchParams();
  const from = Number(search.get('from'));
  return (
    <section className="portfolio-page" aria-labelledby="fund-switch-title">
      <h1 id="fund-switch-title">{t('fundSwitch.title')}</h1>
      <p className="muted">{t('fundSwitch.lead')}</p>
      <p>
        <Link to={pagePath('rebalance-funds', page.site)}>{t('rebalance:fromSwitch')}</Link>
      </p>
      <AccountPicker label={t('accountPicker')} initialAccid={search.get('accid') ?? undefined}>
        {(account) => (
          <>
            <NewFundSwitch
              key={account.accid}
              account={account}
              initialFromId={Number.isInteger(from) && from > 0 ? from : null}
              site={page.site}
            />
            <FundSwitchList accid={account.accid} site={page.site} />
          </>
        )}
      </AccountPicker>
    </section>
  );
}

function NewFundSwitch({
  account,
  initialFromId,
  site,
}: {
  account: Account;
  initialFromId: number | null;
  site: SiteId;
}) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const holdings = useFundHoldings(account.accid);
  const headingId = useId();
  const body = () => {
    if (holdings.status === 'pending') return <Spinner />;
    if (holdings.status === 'error') return <Alert>{errorMessage(holdings.error)}</Alert>;
    if (holdings.holdings.length === 0) {
      return (
        <>
          <p>{t('fundSwitch.empty.noFunds')}</p>
          <p>
            <Link to={pagePath('fund-list', site)}>{t('fundSwitch.empty.fundsLink')}</Link>
          </p>
        </>
      );
    }
    return (
      <FundSwitchForm
        account={account}
        holdings={holdings.holdings}
        initialFromId={initialFromId}
        site={site}
      />
    );
  };
  return (
    <section className="card account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('fundSwitch.form.title')}</h2>
      {body()}
    </section>
  );
}

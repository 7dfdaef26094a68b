import type { Account, InstrumentView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useAccountsQuery } from '../../features/accounts-and-money/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { useInstrumentQuery } from '../../features/market-data/instrument/queries.ts';
import { instrumentPath } from '../../features/market-data/links.ts';
import { formatDecimal } from '../../features/market-data/market-format.ts';
import { useCostInfoQuery, useQuoteQuery } from '../../features/market-data/queries.ts';
import { FundOrderForm, mayHoldFund } from '../../features/trading/fund-orders/FundOrderForm.tsx';
import { isFundType } from '../../features/trading/fund-orders/fund-order-draft.ts';
import { fundOrderPath } from '../../features/trading/fund-orders/fund-order-page.ts';
import { usePositionsOfAccounts } from '../../features/trading/queries.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './FundOrderScreen.css';

/**
 * A fund's own buy or sell page (`…/funds/{id}-{name}/buy/{accid?}`): the fund, its latest NAV and its
 * fees, then the fund ticket on the page (an account that may hold the fund, preselected from the
 * address; an amount, or units or all), a review before it is sent, and the receipt.
 */
export default function FundOrderScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['portfolio', 'market', 'routes']);
  const side = page.routeId === 'fund-sell' ? 'SELL' : 'BUY';
  const instrument = useInstrumentQuery(page.params.instrumentId ?? '');
  const name = instrument.data?.name;
  const title = name
    ? t(side === 'BUY' ? 'market:order.titleBuy' : 'market:order.titleSell', { name })
    : t(side === 'BUY' ? 'routes:titles.fund-buy' : 'routes:titles.fund-sell');
  useDocumentTitle(title);
  return (
    <section className="card narrow fund-order-page" aria-labelledby="fund-order-title">
      <h1 id="fund-order-title">{title}</h1>
      <FundOrderBody page={page} side={side} instrument={instrument} />
    </section>
  );
}

function FundOrderBody({
  page,
  side,
  instrument,
}: {
  page: Page;
  side: 'BUY' | 'SELL';
  instrument: ReturnType<typeof useInstrumentQuery>;
}) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  if (instrument.isPending) return <Spinner />;
  if (instrument.isError) {
    const notFound = instrument.error instanceof ApiError && instrument.error.status === 404;
    return (
      <>
        <Alert>{notFound ? t('funds.page.notFound') : errorMessage(instrument.error)}</Alert>
        <p>
          <Link to={pagePath('fund-list', page.site)}>{t('funds.page.fundsLink')}</Link>
        </p>
      </>
    );
  }
  const data = instrument.data;
  if (!isFundType(data.type)) {
    // Shares and ETFs trade on the exchange: their own page has the order form.
    return (
      <>
        <p>{t('funds.page.notFund', { name: data.name })}</p>
        <p>
          <Link to={instrumentPath(data, page.site)}>
            {t('funds.page.toInstrument', { name: data.name })}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <FundFacts fund={data} site={page.site} />
      <FundTicket page={page} side={side} fund={{ ...data, type: data.type }} />
    </>
  );
}

/** The fund at a glance: its latest NAV and the day of it, its ongoing charge, what an order costs. */
function FundFacts({ fund, site }: { fund: InstrumentView; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const quote = useQuoteQuery(fund.id);
  const cost = useCostInfoQuery(fund.id);
  return (
    <section className="fund-order-facts" aria-labelledby="fund-order-facts">
      <h2 id="fund-order-facts" className="visually-hidden">
        {t('funds.page.facts')}
      </h2>
      <p className="fund-order-fund">
        <Link to={instrumentPath(fund, site)}>{fund.name}</Link>
        <span className="muted">
          {' '}
          {fund.isin} · {fund.currency}
        </span>
      </p>
      <dl className="order-summary">
        <div>
          <dt>{t('funds.page.nav')}</dt>
          <dd data-testid="fund-nav">
            {quote.data
              ? t('funds.page.navOn', {
                  nav: formatMoney(quote.data.last, quote.data.currency, site),
                  date: formatDay(quote.data.time.slice(0, 10), site),
                })
              : quote.isPending
                ? '…'
                : '–'}
          </dd>
        </div>
        <div>
          <dt>{t('funds.page.ongoingCharge')}</dt>
          <dd>
            {cost.data?.ongoingCharge
              ? t('funds.page.perYear', { value: formatDecimal(cost.data.ongoingCharge, site) })
              : '–'}
          </dd>
        </div>
        <div>
          <dt>{t('funds.page.orderFee')}</dt>
          <dd>{t('funds.page.noFee')}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The ticket on the page over the accounts it may use: those that may hold the fund, and to sell, those
 * of them that hold some; none is a page of its own that says why and where to go.
 */
function FundTicket({
  page,
  side,
  fund,
}: {
  page: Page;
  side: 'BUY' | 'SELL';
  fund: InstrumentView & { type: Parameters<typeof mayHoldFund>[1]['type'] };
}) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  const eligible = (accounts.data ?? []).filter((account) => mayHoldFund(account, fund));
  const positions = usePositionsOfAccounts(side === 'SELL' ? eligible.map((a) => a.accid) : []);
  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  if (eligible.length === 0) {
    return (
      <div className="fund-order-empty" data-testid="fund-order-empty">
        <p>{t('funds.page.noAccount', { name: fund.name })}</p>
        <p>
          <Link to={pagePath('account-creation-list', page.site)}>{t('funds.page.openAccount')}</Link>
        </p>
      </div>
    );
  }
  let usable: Account[] = eligible;
  if (side === 'SELL') {
    if (positions.some((result) => result.isPending)) return <Spinner />;
    const failed = positions.find((result) => result.isError);
    if (failed) return <Alert>{errorMessage(failed.error)}</Alert>;
    usable = eligible.filter((_, index) =>
      (positions[index]?.data ?? []).some((p) => p.instrumentId === fund.id && p.volume > 0),
    );
    if (usable.length === 0) {
      return (
        <div className="fund-order-empty" data-testid="fund-order-empty">
          <p>{t('funds.page.nothingToSell', { name: fund.name })}</p>
          <p>
            <Link to={fundOrderPath(fund, 'buy', page.site, page.params.accid)}>
              {t('funds.page.buyInstead', { name: fund.name })}
            </Link>
          </p>
        </div>
      );
    }
  }
  // The address's account when it is one of these; else the form's default.
  const fromAddress = usable.find((account) => account.accid === page.params.accid)?.accid;
  const preferred = fromAddress ?? usable.find((account) => account.isDefault)?.accid ?? usable[0]?.accid;
  return (
    <FundOrderForm
      layout="page"
      instrument={{
        id: fund.id,
        name: fund.name,
        type: fund.type,
        market: { id: fund.market.id },
        country: fund.country,
        tradable: fund.tradable,
      }}
      initialSide={side}
      site={page.site}
      accounts={usable}
      initialAccid={preferred}
    />
  );
}

import type { Account, FundOrderView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { type OrderCancel, OrderCard, OrderFacts, OrderState } from '../../../components/OrderCard.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDateTime, formatDay, formatMoney, formatUnits } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { useTimeZoneName } from '../../../lib/render-clock.tsx';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useInstrumentQuery } from '../../market-data/instrument/queries.ts';
import { instrumentPath } from '../../market-data/links.ts';
import { useFundOrdersOfAccounts } from '../queries.ts';
import { formatMarketTime, fundOrderTone } from './fund-order-format.ts';
import { useFundOrderCancel } from './use-fund-order-cancel.tsx';
import './FundOrderList.css';

/**
 * The customer's fund orders across their accounts, newest first: what each asks for, its state, trade
 * date and cut-off. One still REGISTERED before its cut-off can be cancelled.
 */
export function FundOrders({ site }: { site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  const list = accounts.data ?? [];
  const results = useFundOrdersOfAccounts(list.map((account) => account.accid));
  const { cancelOf, outcome } = useFundOrderCancel();
  const headingId = useId();

  const body = () => {
    if (accounts.isPending || results.some((result) => result.isPending)) return <Spinner />;
    if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
    const failed = results.find((result) => result.isError);
    if (failed) return <Alert>{errorMessage(failed.error)}</Alert>;
    const orders = results
      .flatMap((result) => result.data ?? [])
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (orders.length === 0) return <p className="muted">{t('funds.list.empty')}</p>;
    const byAccid = new Map(list.map((account) => [account.accid, account]));
    return (
      <ul className="order-cards">
        {orders.map((order) => (
          <FundOrderItem
            key={order.id}
            order={order}
            account={byAccid.get(order.accid)}
            site={site}
            // Named with its fund ("Cancel order Avanza Global"): a list has one such button an order.
            cancel={cancelOf(order, t('funds.list.cancel'))}
          />
        ))}
      </ul>
    );
  };

  return (
    <section className="card account-section fund-orders-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('funds.list.title')}</h2>
      {outcome(t('funds.list.cancelled'))}
      {body()}
    </section>
  );
}

function FundOrderItem({
  order,
  account,
  site,
  cancel,
}: {
  order: FundOrderView;
  account: Account | undefined;
  site: SiteId;
  cancel: OrderCancel | undefined;
}) {
  const { t } = useTranslation('portfolio');
  const typeName = useAccountTypeName();
  const zone = useTimeZoneName();
  const fund = useInstrumentQuery(String(order.instrumentId));
  const name = fund.data?.name ?? `#${order.instrumentId}`;
  // In the reader's own time with its zone named ("14:00 EET"), so it cannot be mistaken for the
  // market's time the ticket told (the market's zone comes with the bank-day calendar, which this page
  // does not download for a label).
  const cutOff = formatMarketTime(order.cutOff, site, zone);
  const asked =
    order.side === 'BUY'
      ? t('funds.list.buyFor', { amount: formatMoney(order.amount ?? '0', order.currency, site) })
      : order.all
        ? t('funds.list.sellAll')
        : t('funds.list.sellUnits', {
            units: formatUnits(order.units ?? '0', site),
            count: Number(order.units),
          });
  const facts: [string, string][] = [
    [t('funds.list.tradeDate'), formatDay(order.estimatedTradeDate, site)],
    [t('funds.list.cutOff'), cutOff],
    ...(order.units && order.nav
      ? [
          [
            t('funds.state.PRICED'),
            t('funds.list.priced', {
              units: formatUnits(order.units, site),
              nav: formatMoney(order.nav, fund.data?.currency ?? order.currency, site),
              count: Number(order.units),
            }),
          ] as [string, string],
        ]
      : []),
    [
      t('funds.list.account'),
      account
        ? `${account.alias ?? typeName(account.accountType, account.country)} ${account.accountNumber}`
        : order.accid,
    ],
    [t('funds.list.placed'), formatDateTime(order.createdAt, site)],
  ];
  return (
    <OrderCard
      level={3}
      testId="fund-order"
      className="fund-order"
      title={fund.data ? <Link to={instrumentPath(fund.data, site)}>{name}</Link> : name}
      state={<OrderState tone={fundOrderTone(order.state)}>{t(`funds.state.${order.state}`)}</OrderState>}
      cancel={cancel}
    >
      <p className="fund-order-asked">{asked}</p>
      <OrderFacts facts={facts} />
    </OrderCard>
  );
}

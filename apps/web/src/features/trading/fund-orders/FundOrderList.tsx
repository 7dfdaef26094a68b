import type { Account, FundOrderView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDateTime, formatDay, formatMoney, formatUnits } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { useTimeZoneName } from '../../../lib/render-clock.tsx';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useInstrumentQuery } from '../../market-data/instrument/queries.ts';
import { instrumentPath } from '../../market-data/links.ts';
import { useCancelFundOrder, useFundOrdersOfAccounts } from '../queries.ts';
import { formatMarketTime } from './fund-order-format.ts';
import './FundOrderList.css';

/** How often the list looks at the clock: an order past its cut-off can no longer be cancelled. */
const TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

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
  const cancel = useCancelFundOrder();
  const now = useNow();
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
      <ul className="fund-orders">
        {orders.map((order) => (
          <FundOrderItem
            key={order.id}
            order={order}
            account={byAccid.get(order.accid)}
            site={site}
            cancellable={order.state === 'REGISTERED' && now < new Date(order.cutOff)}
            cancelling={cancel.isPending && cancel.variables?.id === order.id}
            onCancel={() => cancel.mutate({ accid: order.accid, id: order.id })}
          />
        ))}
      </ul>
    );
  };

  return (
    <section className="card account-section fund-orders-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('funds.list.title')}</h2>
      {cancel.isError && <Alert key={cancel.submittedAt}>{errorMessage(cancel.error)}</Alert>}
      {/* The Cancel button went with the order's state: the confirmation takes focus. */}
      {cancel.isSuccess && (
        <Alert key={cancel.submittedAt} tone="success" focus>
          {t('funds.list.cancelled')}
        </Alert>
      )}
      {body()}
    </section>
  );
}

function FundOrderItem({
  order,
  account,
  site,
  cancellable,
  cancelling,
  onCancel,
}: {
  order: FundOrderView;
  account: Account | undefined;
  site: SiteId;
  cancellable: boolean;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('portfolio');
  const typeName = useAccountTypeName();
  const zone = useTimeZoneName();
  const fund = useInstrumentQuery(String(order.instrumentId));
  const nameId = useId();
  const cancelId = useId();
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
      account ? `${account.alias ?? typeName(account.accountType)} ${account.accountNumber}` : order.accid,
    ],
    [t('funds.list.placed'), formatDateTime(order.createdAt, site)],
  ];
  return (
    <li className="fund-order" data-testid="fund-order">
      <div className="fund-order-head">
        <h3 id={nameId}>{fund.data ? <Link to={instrumentPath(fund.data, site)}>{name}</Link> : name}</h3>
        <span className={`fund-order-state fund-order-${order.state.toLowerCase()}`}>
          {t(`funds.state.${order.state}`)}
        </span>
      </div>
      <p className="fund-order-asked">{asked}</p>
      <dl className="order-summary">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {cancellable && (
        <p className="fund-order-actions">
          {/* Named with its fund ("Cancel order Avanza Global"): a list has one such button an order. */}
          <Button
            id={cancelId}
            variant="secondary"
            aria-labelledby={`${cancelId} ${nameId}`}
            busy={cancelling}
            onClick={onCancel}
          >
            {t('funds.list.cancel')}
          </Button>
        </p>
      )}
    </li>
  );
}

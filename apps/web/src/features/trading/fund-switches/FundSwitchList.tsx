import type { FundOrderView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import {
  type OrderCancel,
  OrderCard,
  OrderCardHead,
  OrderFacts,
  OrderState,
} from '../../../components/OrderCard.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDay, formatMoney, formatUnits } from '../../../lib/format.ts';
import { useTimeZoneName } from '../../../lib/render-clock.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useInstrumentQuery } from '../../market-data/instrument/queries.ts';
import { formatMarketTime, fundOrderTone } from '../fund-orders/fund-order-format.ts';
import { useFundOrderCancel } from '../fund-orders/use-fund-order-cancel.tsx';
import { useFundOrdersOfAccounts } from '../queries.ts';
import { type FundSwitchLegs, groupFundSwitches } from './fund-switch-draft.ts';
import '../fund-orders/FundOrderList.css';
import './FundSwitch.css';

/**
 * The account's fund switches, those in progress first and then those done, each with its sale and
 * (once the sale is priced) its purchase. A sale still REGISTERED before its cut-off can be
 * cancelled, which cancels the switch.
 */
export function FundSwitchList({ accid, site }: { accid: string; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const [orders] = useFundOrdersOfAccounts([accid]);
  const { cancelOf, outcome } = useFundOrderCancel();
  const headingId = useId();

  const body = () => {
    if (!orders || orders.isPending) return <Spinner />;
    if (orders.isError) return <Alert>{errorMessage(orders.error)}</Alert>;
    const switches = groupFundSwitches(orders.data);
    if (switches.length === 0) return <p className="muted">{t('fundSwitch.list.empty')}</p>;
    const groups = [
      { key: 'inProgress', items: switches.filter((s) => s.inProgress) },
      { key: 'done', items: switches.filter((s) => !s.inProgress) },
    ] as const;
    return groups.map(
      ({ key, items }) =>
        items.length > 0 && (
          <section key={key} className="fund-switch-group" aria-labelledby={`${headingId}-${key}`}>
            <h3 id={`${headingId}-${key}`}>{t(`fundSwitch.list.${key}`)}</h3>
            <ul className="order-cards">
              {items.map((legs) => (
                <FundSwitchItem
                  key={legs.switchId}
                  legs={legs}
                  site={site}
                  // Named with its funds ("Cancel switch Avanza Global to …"): one such button a switch.
                  cancel={cancelOf(legs.sale, t('fundSwitch.list.cancel'))}
                />
              ))}
            </ul>
          </section>
        ),
    );
  };

  return (
    <section className="card account-section fund-switches-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('fundSwitch.list.title')}</h2>
      {outcome(t('fundSwitch.list.cancelled'))}
      {body()}
    </section>
  );
}

function FundSwitchItem({
  legs,
  site,
  cancel,
}: {
  legs: FundSwitchLegs;
  site: SiteId;
  cancel: OrderCancel | undefined;
}) {
  const { t } = useTranslation('portfolio');
  const from = useInstrumentQuery(String(legs.sale.instrumentId));
  const to = useInstrumentQuery(legs.toInstrumentId === null ? '' : String(legs.toInstrumentId));
  const fromName = from.data?.name ?? `#${legs.sale.instrumentId}`;
  const toName = to.data?.name ?? (legs.toInstrumentId === null ? '–' : `#${legs.toInstrumentId}`);
  return (
    <OrderCard
      level={4}
      testId="fund-switch"
      className="fund-switch"
      title={t('fundSwitch.list.heading', { from: fromName, to: toName })}
      cancel={cancel}
    >
      <FundSwitchLeg
        label={t('fundSwitch.list.sale')}
        order={legs.sale}
        fundCurrency={from.data?.currency}
        site={site}
        testId="fund-switch-sale-leg"
      />
      {legs.purchase ? (
        <FundSwitchLeg
          label={t('fundSwitch.list.purchase')}
          order={legs.purchase}
          fundCurrency={to.data?.currency}
          site={site}
          testId="fund-switch-purchase-leg"
        />
      ) : (
        <div className="fund-switch-leg" data-testid="fund-switch-purchase-leg">
          <OrderCardHead level={5} className="fund-switch-leg-title" title={t('fundSwitch.list.purchase')} />
          <p className="muted">
            {legs.sale.state === 'CANCELLED' || legs.sale.state === 'REJECTED'
              ? t('fundSwitch.list.noPurchase')
              : t('fundSwitch.list.waiting')}
          </p>
        </div>
      )}
    </OrderCard>
  );
}

/** One leg of a switch: its state, units, NAV, the cash that changed hands and its trade date. */
function FundSwitchLeg({
  label,
  order,
  fundCurrency,
  site,
  testId,
}: {
  label: string;
  order: FundOrderView;
  fundCurrency: string | undefined;
  site: SiteId;
  testId: string;
}) {
  const { t } = useTranslation('portfolio');
  const zone = useTimeZoneName();
  const units = order.units
    ? formatUnits(order.units, site)
    : order.all
      ? t('fundSwitch.list.allUnits')
      : '–';
  const amount = order.settledAmount ?? order.amount;
  const facts: [string, string][] = [
    [t('fundSwitch.list.units'), units],
    [
      t('fundSwitch.list.nav'),
      order.nav ? formatMoney(order.nav, fundCurrency ?? order.currency, site) : '–',
    ],
    [t('fundSwitch.list.amount'), amount ? formatMoney(amount, order.currency, site) : '–'],
    [t('fundSwitch.list.tradeDate'), formatDay(order.estimatedTradeDate, site)],
    ...(order.state === 'REGISTERED'
      ? [[t('fundSwitch.list.cutOff'), formatMarketTime(order.cutOff, site, zone)] as [string, string]]
      : []),
  ];
  return (
    <div className="fund-switch-leg" data-testid={testId}>
      <OrderCardHead
        level={5}
        className="fund-switch-leg-title"
        title={label}
        state={<OrderState tone={fundOrderTone(order.state)}>{t(`funds.state.${order.state}`)}</OrderState>}
      />
      <OrderFacts facts={facts} />
    </div>
  );
}

import type { FundOrderView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDay, formatMoney, formatUnits } from '../../../lib/format.ts';
import { useTimeZoneName } from '../../../lib/render-clock.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useInstrumentQuery } from '../../market-data/instrument/queries.ts';
import { formatMarketTime } from '../fund-orders/fund-order-format.ts';
import { useCancelFundOrder, useFundOrdersOfAccounts } from '../queries.ts';
import { type FundSwitchLegs, groupFundSwitches } from './fund-switch-draft.ts';
import '../fund-orders/FundOrderList.css';
import './FundSwitch.css';

/** How often the list looks at the clock: a sale past its cut-off can no longer be cancelled. */
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
 * The account's fund switches, those in progress first and then those done, each with its sale and
 * (once the sale is priced) its purchase. A sale still REGISTERED before its cut-off can be
 * cancelled, which cancels the switch.
 */
export function FundSwitchList({ accid, site }: { accid: string; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const [orders] = useFundOrdersOfAccounts([accid]);
  const cancel = useCancelFundOrder();
  const now = useNow();
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
            <ul className="fund-orders">
              {items.map((legs) => (
                <FundSwitchItem
                  key={legs.switchId}
                  legs={legs}
                  site={site}
                  cancellable={legs.sale.state === 'REGISTERED' && now < new Date(legs.sale.cutOff)}
                  cancelling={cancel.isPending && cancel.variables?.id === legs.sale.id}
                  onCancel={() => cancel.mutate({ accid: legs.accid, id: legs.sale.id })}
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
      {cancel.isError && <Alert key={cancel.submittedAt}>{errorMessage(cancel.error)}</Alert>}
      {/* The Cancel button went with the sale's state: the confirmation takes focus. */}
      {cancel.isSuccess && (
        <Alert key={cancel.submittedAt} tone="success" focus>
          {t('fundSwitch.list.cancelled')}
        </Alert>
      )}
      {body()}
    </section>
  );
}

function FundSwitchItem({
  legs,
  site,
  cancellable,
  cancelling,
  onCancel,
}: {
  legs: FundSwitchLegs;
  site: SiteId;
  cancellable: boolean;
  cancelling: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation('portfolio');
  const from = useInstrumentQuery(String(legs.sale.instrumentId));
  const to = useInstrumentQuery(legs.toInstrumentId === null ? '' : String(legs.toInstrumentId));
  const nameId = useId();
  const cancelId = useId();
  const fromName = from.data?.name ?? `#${legs.sale.instrumentId}`;
  const toName = to.data?.name ?? (legs.toInstrumentId === null ? '–' : `#${legs.toInstrumentId}`);
  return (
    <li className="fund-order fund-switch" data-testid="fund-switch">
      <h4 id={nameId}>{t('fundSwitch.list.heading', { from: fromName, to: toName })}</h4>
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
          <div className="fund-order-head">
            <h5>{t('fundSwitch.list.purchase')}</h5>
          </div>
          <p className="muted">
            {legs.sale.state === 'CANCELLED' || legs.sale.state === 'REJECTED'
              ? t('fundSwitch.list.noPurchase')
              : t('fundSwitch.list.waiting')}
          </p>
        </div>
      )}
      {cancellable && (
        <p className="fund-order-actions">
          {/* Named with its funds ("Cancel switch Avanza Global to …"): a list has one such button a switch. */}
          <Button
            id={cancelId}
            variant="secondary"
            aria-labelledby={`${cancelId} ${nameId}`}
            busy={cancelling}
            onClick={onCancel}
          >
            {t('fundSwitch.list.cancel')}
          </Button>
        </p>
      )}
    </li>
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
      <div className="fund-order-head">
        <h5>{label}</h5>
        <span className={`fund-order-state fund-order-${order.state.toLowerCase()}`}>
          {t(`funds.state.${order.state}`)}
        </span>
      </div>
      <dl className="order-summary">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

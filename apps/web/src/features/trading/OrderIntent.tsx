import type { OrderView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { isOpenOrderState } from '@havn/domain/broker/index';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Drawer } from '../../components/Dialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { Link, useNavigate } from '../../lib/navigation.tsx';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useInstrumentQuery } from '../market-data/instrument/queries.ts';
import { ModifyOrderForm } from './OrderList.tsx';
import { type NumberedIntent, orderIntentPath } from './order-intent.ts';
import { useCancelOrder, useOrderByNumberQuery } from './queries.ts';
import './trading.css';

/**
 * The instrument page's order addresses that name an order by its number: show it (with change and
 * cancel while it is open), change it, or comment on the trade in the instrument's community feed.
 */
/**
 * Writes a comment about a trade in the instrument's feed: the screen passes the community's composer
 * in, so trading never imports the community.
 */
export type CommentBox = (instrumentId: number) => ReactNode;

export function OrderIntentDrawer({
  intent,
  orderNumber,
  instrument,
  site,
  onClose,
  returnFocusTo,
  commentBox,
}: {
  intent: NumberedIntent;
  orderNumber: string;
  instrument: { id: number; name: string };
  site: SiteId;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
  commentBox: CommentBox;
}) {
  const { t } = useTranslation('market');
  const order = useOrderByNumberQuery(orderNumber);
  const title =
    intent === 'comment'
      ? t('orderIntent.commentTitle')
      : t(intent === 'modify' ? 'orderIntent.modifyTitle' : 'orderIntent.showTitle', { number: orderNumber });
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={title} returnFocusTo={returnFocusTo}>
      {order.isPending ? (
        <Spinner />
      ) : order.isError ? (
        <OrderLoadError error={order.error} orderNumber={orderNumber} />
      ) : order.data.instrumentId !== instrument.id ? (
        <OtherInstrument order={order.data} intent={intent} site={site} />
      ) : (
        <IntentBody
          intent={intent}
          order={order.data}
          instrument={instrument}
          site={site}
          commentBox={commentBox}
        />
      )}
    </Drawer>
  );
}

/** Why an order could not be shown: not one of the customer's (404), or what the server said. */
export function OrderLoadError({ error, orderNumber }: { error: Error; orderNumber: string }) {
  const { t } = useTranslation('market');
  const errorMessage = useErrorMessage();
  return (
    <Alert>
      {error instanceof ApiError && error.status === 404
        ? t('orderIntent.notFound', { number: orderNumber })
        : errorMessage(error)}
    </Alert>
  );
}

function OtherInstrument({
  order,
  intent,
  site,
}: {
  order: OrderView;
  intent: NumberedIntent;
  site: SiteId;
}) {
  const { t } = useTranslation('market');
  const other = useInstrumentQuery(String(order.instrumentId));
  return (
    <Alert>
      {t('orderIntent.otherInstrument')}{' '}
      {other.data && (
        <Link to={orderIntentPath(other.data, intent, site, order.orderNumber)}>
          {t('orderIntent.openOther', { name: other.data.name })}
        </Link>
      )}
    </Alert>
  );
}

function IntentBody({
  intent,
  order,
  instrument,
  site,
  commentBox,
}: {
  intent: NumberedIntent;
  order: OrderView;
  instrument: { id: number; name: string };
  site: SiteId;
  commentBox: CommentBox;
}) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const open = isOpenOrderState(order.state);
  const show = orderIntentPath(instrument, 'show', site, order.orderNumber);
  if (intent === 'modify') {
    return open ? (
      <ModifyOrderForm order={order} onDone={() => navigate(show)} />
    ) : (
      <Alert>
        {t('orderIntent.notOpen')} <Link to={show}>{t('orderIntent.showLink')}</Link>
      </Alert>
    );
  }
  if (intent === 'comment') {
    return (
      <>
        <p>{summary(order, instrument.name, site, t)}</p>
        <p className="muted small">{t('orderIntent.commentLead')}</p>
        {commentBox(instrument.id)}
      </>
    );
  }
  return <OrderDetails order={order} instrument={instrument} site={site} />;
}

type Translate = ReturnType<typeof useTranslation<'market'>>['t'];

/** "You bought 10 Volvo B at SEK 265.40." or what is still open. */
function summary(order: OrderView, name: string, site: SiteId, t: Translate): string {
  if (order.filledVolume > 0 && order.averageFillPrice) {
    return t(order.side === 'BUY' ? 'orderIntent.bought' : 'orderIntent.sold', {
      volume: order.filledVolume,
      name,
      price: formatMoney(order.averageFillPrice, order.currency, site),
    });
  }
  return t(order.side === 'BUY' ? 'orderIntent.buying' : 'orderIntent.selling', {
    volume: order.volume,
    name,
  });
}

function OrderDetails({
  order,
  instrument,
  site,
}: {
  order: OrderView;
  instrument: { id: number; name: string };
  site: SiteId;
}) {
  const { t } = useTranslation('market');
  const errorMessage = useErrorMessage();
  const cancel = useCancelOrder();
  const open = isOpenOrderState(order.state);
  const rows: [string, string][] = [
    [t('orderIntent.number'), String(order.orderNumber)],
    [t('orders.state'), t(`orderState.${order.state}`)],
    [t('orders.side'), t(order.side === 'BUY' ? 'order.buy' : 'order.sell')],
    [t('orders.volume'), `${order.filledVolume}/${order.volume}`],
    [
      t('orders.price'),
      order.price ? formatMoney(order.price, order.currency, site) : t('orders.marketPrice'),
    ],
    ...(order.triggerPrice
      ? [
          [t('orders.trigger'), formatMoney(order.triggerPrice, order.currency, site)] as [string, string],
          [
            t('orders.triggered'),
            order.triggeredAt ? formatDateTime(order.triggeredAt, site) : t('orders.waitingForTrigger'),
          ] as [string, string],
        ]
      : []),
    [
      t('orderIntent.averagePrice'),
      order.averageFillPrice ? formatMoney(order.averageFillPrice, order.currency, site) : '–',
    ],
    [t('order.fee'), formatMoney(order.fees, order.accountCurrency, site)],
    [t('orders.created'), formatDateTime(order.createdAt, site)],
    [t('orderIntent.validUntil'), formatDateTime(order.validUntil, site)],
  ];
  return (
    <>
      <p>{summary(order, instrument.name, site, t)}</p>
      <dl className="order-summary" data-testid="order-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {cancel.isError && <Alert>{errorMessage(cancel.error)}</Alert>}
      {/* The Cancel button went with the open order: the confirmation takes focus. */}
      {cancel.isSuccess && (
        <Alert tone="success" focus>
          {t('orders.cancelled')}
        </Alert>
      )}
      <p className="order-buttons">
        {open && (
          <>
            <Link
              className="btn btn-secondary"
              to={orderIntentPath(instrument, 'modify', site, order.orderNumber)}
            >
              {t('orders.modify')}
            </Link>
            <Button
              variant="secondary"
              busy={cancel.isPending}
              onClick={() => cancel.mutate({ accid: order.accid, orderId: order.id })}
            >
              {t('orders.cancel')}
            </Button>
          </>
        )}
        {order.filledVolume > 0 && (
          <Link
            className="btn btn-secondary"
            to={orderIntentPath(instrument, 'comment', site, order.orderNumber)}
          >
            {t('orderIntent.commentLink')}
          </Link>
        )}
      </p>
    </>
  );
}

import type { OrderView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { isOpenOrderState } from '@havn/domain/broker/index';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Dialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useInstrumentQuery } from '../market-data/instrument/queries.ts';
import { normalizeDecimal } from './order-estimate.ts';
import { orderIntentPath } from './order-intent.ts';
import { useCancelOrder, useModifyOrder, useOrdersQuery } from './queries.ts';
import './OrderList.css';

function InstrumentName({ id }: { id: number }) {
  const instrument = useInstrumentQuery(String(id));
  return <>{instrument.data?.name ?? `#${id}`}</>;
}

/** The order's number, linking to the order on its instrument's page once the name is known. */
function OrderNumberLink({ order, site }: { order: OrderView; site: SiteId }) {
  const instrument = useInstrumentQuery(String(order.instrumentId));
  if (!instrument.data) return <>{order.orderNumber}</>;
  return (
    <Link to={orderIntentPath(instrument.data, 'show', site, order.orderNumber)}>{order.orderNumber}</Link>
  );
}

/** One account's orders, newest first; open ones can be changed or cancelled. */
export function OrderList({ accid, site }: { accid: string; site: SiteId }) {
  const { t } = useTranslation('market');
  const errorMessage = useErrorMessage();
  const orders = useOrdersQuery(accid);
  const cancel = useCancelOrder();
  const [editing, setEditing] = useState<OrderView | null>(null);
  if (orders.isPending) return <Spinner />;
  if (orders.isError) return <Alert>{errorMessage(orders.error)}</Alert>;
  if (orders.data.orders.length === 0) return <p className="muted">{t('orders.empty')}</p>;
  return (
    <>
      {cancel.isError && <Alert>{errorMessage(cancel.error)}</Alert>}
      {/* The Cancel button went with the open order: the confirmation takes focus. */}
      {cancel.isSuccess && (
        <Alert tone="success" focus>
          {t('orders.cancelled')}
        </Alert>
      )}
      <TableScroll label={t('orders.title')}>
        <table className="data-table orders">
          <thead>
            <tr>
              <th scope="col">{t('orderIntent.number')}</th>
              <th scope="col">{t('orders.created')}</th>
              <th scope="col">{t('orders.instrument')}</th>
              <th scope="col">{t('orders.side')}</th>
              <th scope="col" className="num">
                {t('orders.volume')}
              </th>
              <th scope="col" className="num">
                {t('orders.price')}
              </th>
              <th scope="col">{t('orders.state')}</th>
              <th scope="col" className="order-actions-cell">
                {t('orders.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.data.orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <OrderNumberLink order={order} site={site} />
                </td>
                <td className="nowrap">{formatDateTime(order.createdAt, site)}</td>
                <td className="nowrap">
                  <InstrumentName id={order.instrumentId} />
                </td>
                <td>{t(order.side === 'BUY' ? 'order.buy' : 'order.sell')}</td>
                <td className="num">
                  {order.filledVolume}/{order.volume}
                </td>
                <td className="num">
                  {order.price ? formatMoney(order.price, order.currency, site) : t('orders.marketPrice')}
                  {order.triggerPrice && (
                    <span className="order-trigger">
                      {t('orders.stopAt', { price: formatMoney(order.triggerPrice, order.currency, site) })}
                    </span>
                  )}
                </td>
                <td>{t(`orderState.${order.state}`)}</td>
                <td className="order-actions-cell">
                  {isOpenOrderState(order.state) && (
                    <div className="order-actions">
                      <Button variant="secondary" onClick={() => setEditing(order)}>
                        {t('orders.modify')}
                      </Button>
                      <Button
                        variant="secondary"
                        busy={cancel.isPending && cancel.variables?.orderId === order.id}
                        onClick={() => cancel.mutate({ accid, orderId: order.id })}
                      >
                        {t('orders.cancel')}
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {editing && <ModifyOrderDialog order={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function ModifyOrderDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { t } = useTranslation('market');
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('orders.modifyTitle')}>
      <ModifyOrderForm order={order} onDone={onClose} />
    </Modal>
  );
}

/** A new limit price (orders with a limit) and quantity for an open order; the server checks both again. */
export function ModifyOrderForm({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const { t } = useTranslation('market');
  const errorMessage = useErrorMessage();
  const modify = useModifyOrder();
  const [price, setPrice] = useState(order.price ?? '');
  const [volume, setVolume] = useState(String(order.volume));
  const [invalid, setInvalid] = useState<'price' | 'volume' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const newPrice = normalizeDecimal(price);
    if (!/^\d+$/.test(volume.trim()) || Number(volume) <= 0) return setInvalid('volume');
    if (order.price !== null && !/^\d{1,12}(\.\d{1,6})?$/.test(newPrice)) return setInvalid('price');
    setInvalid(null);
    modify.mutate(
      {
        accid: order.accid,
        orderId: order.id,
        volume: Number(volume),
        ...(order.price !== null ? { price: newPrice } : {}),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="order-form">
      {order.price !== null && (
        <TextField
          label={t('orders.newPrice')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={invalid === 'price' ? t('order.errors.priceInvalid') : undefined}
        />
      )}
      <TextField
        label={t('orders.newVolume')}
        inputMode="numeric"
        value={volume}
        onChange={(event) => setVolume(event.target.value)}
        error={invalid === 'volume' ? t('order.errors.volumeInvalid') : undefined}
      />
      {modify.isError && <Alert>{errorMessage(modify.error)}</Alert>}
      <Button type="submit" busy={modify.isPending}>
        {t('orders.save')}
      </Button>
    </form>
  );
}

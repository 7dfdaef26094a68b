import type { SiteId } from '@havn/domain';
import type { OrderSide } from '@havn/domain/broker/index';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../components/Dialog.tsx';
import { FundOrderForm } from './fund-orders/FundOrderForm.tsx';
import { isFundType } from './fund-orders/fund-order-draft.ts';
import { OrderForm, type OrderInstrument, type OrderQuote } from './OrderForm.tsx';

/**
 * The order form in its drawer, for Buy or Sell: a chunk of its own, loaded when the drawer opens. A
 * fund is not traded on the exchange: it gets the fund ticket (an amount or units, at the next NAV).
 */
export default function OrderFormDrawer({
  side,
  instrument,
  quote,
  site,
  onClose,
  returnFocusTo,
}: {
  side: OrderSide;
  instrument: OrderInstrument & { country: string };
  quote: OrderQuote | null;
  site: SiteId;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const { t } = useTranslation('market');
  const { type } = instrument;
  return (
    <Drawer
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(side === 'BUY' ? 'order.titleBuy' : 'order.titleSell', { name: instrument.name })}
      returnFocusTo={returnFocusTo}
    >
      {isFundType(type) ? (
        <FundOrderForm key={side} instrument={{ ...instrument, type }} initialSide={side} site={site} />
      ) : (
        <OrderForm key={side} instrument={instrument} quote={quote} initialSide={side} site={site} />
      )}
    </Drawer>
  );
}

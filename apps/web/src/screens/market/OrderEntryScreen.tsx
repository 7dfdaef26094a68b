import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { InstrumentPicker } from '../../features/market-data/InstrumentPicker.tsx';
import { useInstrumentQuery } from '../../features/market-data/instrument/queries.ts';
import { instrumentPath } from '../../features/market-data/links.ts';
import { isFundType } from '../../features/trading/fund-orders/fund-order-draft.ts';
import { fundOrderPath } from '../../features/trading/fund-orders/fund-order-page.ts';
import { OrderLoadError } from '../../features/trading/OrderIntent.tsx';
import { type OrderIntent, orderIntentPath } from '../../features/trading/order-intent.ts';
import { useOrderByNumberQuery } from '../../features/trading/queries.ts';
import { Navigate, useNavigate } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const NUMBERED = { 'order-show': 'show', 'order-modify': 'modify', 'order-comment': 'comment' } as const;
const SIDES = { 'order-buy': 'buy', 'order-sell': 'sell' } as const;

/**
 * The order addresses without an instrument (`/order`, `/order/buy`, `/order/show/{number}`…): an order
 * number leads to that order on its instrument's page; otherwise the customer picks the instrument first
 * (a fund to buy or sell leads to the fund's own order page).
 */
export default function OrderEntryScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'market']);
  useDocumentTitle(t(`routes:titles.${page.routeId}` as 'routes:titles.order'));
  const numbered = NUMBERED[page.routeId as keyof typeof NUMBERED];
  return (
    <section className="card narrow" aria-labelledby="order-entry-title">
      <h1 id="order-entry-title">{t(`routes:titles.${page.routeId}` as 'routes:titles.order')}</h1>
      {numbered ? (
        <ToNumberedOrder intent={numbered} orderNumber={page.params.id ?? ''} site={page.site} />
      ) : (
        <PickInstrument intent={SIDES[page.routeId as keyof typeof SIDES]} site={page.site} />
      )}
    </section>
  );
}

function ToNumberedOrder({
  intent,
  orderNumber,
  site,
}: {
  intent: Extract<OrderIntent, 'show' | 'modify' | 'comment'>;
  orderNumber: string;
  site: SiteId;
}) {
  const errorMessage = useErrorMessage();
  const order = useOrderByNumberQuery(orderNumber);
  const instrument = useInstrumentQuery(order.data ? String(order.data.instrumentId) : '');
  if (order.isError) return <OrderLoadError error={order.error} orderNumber={orderNumber} />;
  if (instrument.isError) return <Alert>{errorMessage(instrument.error)}</Alert>;
  if (!order.data || !instrument.data) return <Spinner />;
  return <Navigate replace to={orderIntentPath(instrument.data, intent, site, order.data.orderNumber)} />;
}

function PickInstrument({ intent, site }: { intent: 'buy' | 'sell' | undefined; site: SiteId }) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  return (
    <>
      <p>{t('orderIntent.pickLead')}</p>
      <InstrumentPicker
        onPick={(picked) => {
          const instrument = { id: picked.instrumentId, name: picked.name };
          // A fund is bought and sold on its own page; the exchange's order opens on the instrument's.
          if (intent && picked.type && isFundType(picked.type))
            navigate(fundOrderPath(instrument, intent, site));
          else
            navigate(intent ? orderIntentPath(instrument, intent, site) : instrumentPath(instrument, site));
        }}
      />
    </>
  );
}

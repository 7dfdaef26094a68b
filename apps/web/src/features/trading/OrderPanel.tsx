import type { RouteParams } from '@havn/routes';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { pagePath } from '../../lib/page.ts';
import { useSessionQuery } from '../identity/queries.ts';
import type { OrderInstrument, OrderQuote } from './OrderForm.tsx';
import type { CommentBox } from './OrderIntent.tsx';
import { isNumberedIntent } from './order-intent.ts';
import './OrderPanel.css';
import './trading.css';

// The drawers (the order form with its decimal estimate, an order by number) load when one opens:
// the instrument page's first JavaScript is its buttons.
const OrderFormDrawer = lazy(() => import('./OrderFormDrawer.tsx'));
const OrderIntentDrawer = lazy(() =>
  import('./OrderIntent.tsx').then((m) => ({ default: m.OrderIntentDrawer })),
);

/** The instrument's own address, without the order segment, or with one intent. */
function instrumentParams(page: Page, intent?: 'buy' | 'sell'): RouteParams {
  const base: RouteParams =
    page.routeId === 'instrument-by-slug'
      ? { instrumentSlug: page.params.instrumentSlug ?? '' }
      : { instrumentId: page.params.instrumentId ?? '', instrumentName: page.params.instrumentName ?? '' };
  return intent ? { ...base, order: 'order', intent } : base;
}

/**
 * The order segment of the instrument page: Buy and Sell lead to the page's localized order address
 * (`…/order/buy`), and that address opens the order form in a drawer with the side chosen; the
 * addresses that name an order (`…/order/show/100042`, `…/modify/…`, `…/comment/…`) open that order.
 */
export function OrderPanel({
  page,
  instrument,
  quote,
  commentBox,
}: {
  page: Page;
  /** With its country: a fund's cut-off follows its market's (or country's) calendar. */
  instrument: OrderInstrument & { country: string };
  quote: OrderQuote | null;
  /** The composer for commenting on a trade in the instrument's feed (the community's, from the screen). */
  commentBox: CommentBox;
}) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const session = useSessionQuery();
  const intent = page.params.intent;
  const side = intent === 'sell' ? 'SELL' : intent === 'buy' ? 'BUY' : null;
  const loggedIn = Boolean(session.data);
  const closeDrawer = () => navigate(pagePath(page.routeId, page.site, instrumentParams(page)));
  const numbered = isNumberedIntent(intent) && page.params.intentPayload ? intent : null;
  const orderPath = (which: 'buy' | 'sell') =>
    pagePath(page.routeId, page.site, instrumentParams(page, which));
  const loginPath = (which: 'buy' | 'sell') =>
    `${pagePath('login', page.site)}?redirect_to=${encodeURIComponent(orderPath(which))}`;
  // The drawer opens by a route change, so closing it gives focus back to the button of its side.
  const buyRef = useRef<HTMLAnchorElement>(null);
  const sellRef = useRef<HTMLAnchorElement>(null);
  const sideButton = () => (side === 'SELL' ? sellRef.current : buyRef.current);

  return (
    <section className="order-panel" aria-label={t('order.title', { name: instrument.name })}>
      <div className="order-buttons">
        <Link
          ref={buyRef}
          className="btn btn-primary order-buy"
          to={loggedIn ? orderPath('buy') : loginPath('buy')}
        >
          {t('order.buy')}
        </Link>
        <Link
          ref={sellRef}
          className="btn btn-secondary order-sell"
          to={loggedIn ? orderPath('sell') : loginPath('sell')}
        >
          {t('order.sell')}
        </Link>
      </div>
      <Suspense fallback={null}>
        {side && loggedIn && (
          <OrderFormDrawer
            side={side}
            instrument={instrument}
            quote={quote}
            site={page.site}
            onClose={closeDrawer}
            returnFocusTo={sideButton}
          />
        )}
        {numbered && loggedIn && (
          <OrderIntentDrawer
            intent={numbered}
            orderNumber={page.params.intentPayload ?? ''}
            instrument={instrument}
            site={page.site}
            onClose={closeDrawer}
            returnFocusTo={() => buyRef.current}
            commentBox={commentBox}
          />
        )}
      </Suspense>
      {numbered && session.isSuccess && !loggedIn && (
        <p>
          <Link
            to={`${pagePath('login', page.site)}?redirect_to=${encodeURIComponent(pagePath(page.routeId, page.site, page.params))}`}
          >
            {t('orderIntent.login')}
          </Link>
        </p>
      )}
    </section>
  );
}

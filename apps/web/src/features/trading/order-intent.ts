import type { SiteId } from '@havn/domain';
import { build } from '@havn/routes';
import { instrumentSlug } from '../market-data/links.ts';

/** What the instrument page's order segment can say: `…/order/buy`, `…/order/show/100042`… */
export type OrderIntent = 'buy' | 'sell' | 'show' | 'modify' | 'comment';
export type NumberedIntent = Extract<OrderIntent, 'show' | 'modify' | 'comment'>;

export function isNumberedIntent(intent: string | undefined): intent is NumberedIntent {
  return intent === 'show' || intent === 'modify' || intent === 'comment';
}

/** The instrument page with its order segment: an intent, and for show, modify and comment the order's number. */
export function orderIntentPath(
  instrument: { id: number; name: string },
  intent: OrderIntent,
  site: SiteId,
  orderNumber?: number,
): string {
  return build(
    'instrument',
    {
      instrumentId: String(instrument.id),
      instrumentName: instrumentSlug(instrument.name),
      order: 'order',
      intent,
      ...(orderNumber === undefined ? {} : { intentPayload: String(orderNumber) }),
    },
    site,
  );
}

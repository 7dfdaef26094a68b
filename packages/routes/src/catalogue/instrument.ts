import { defineRoute, type Localized, localizedOneOf, NUMERIC, path } from '../define-route.ts';
import { BUY, COMMENT, FUNDS, INSTRUMENTS, MARKET, MODIFY, ORDER, SELL, SHOW } from './words.ts';

const COST_INFO: Localized = {
  en: 'cost info',
  se: 'kostnadsinformation',
  no: 'kostnadsinformasjon',
  dk: 'omkostningsinformation',
  fi: 'kulutiedot',
  de: 'kosteninformation',
};

const LATEST_TRADES: Localized = {
  en: 'latest trades',
  se: 'senaste affärer',
  no: 'siste handler',
  dk: 'seneste handler',
  fi: 'viimeisimmät kaupat',
  de: 'letzte geschäfte',
};

const instrumentPage = { section: 'Instrument pages', team: 'market', auth: false, sitemap: false } as const;
const orderPage = { section: 'Instrument pages', team: 'trading', auth: true, sitemap: false } as const;

/**
 * The tail every instrument address shares: an optional order segment, then an optional intent that
 * carries a numeric payload (`…/order/modify/123`). The order segment and the intents are words.
 */
const ORDER_TAIL = ['{order?}', '{intent?}', '{intentPayload?}'] as const;
const orderTailParams = {
  order: localizedOneOf({ order: ORDER }),
  intent: localizedOneOf({ buy: BUY, sell: SELL, show: SHOW, modify: MODIFY, comment: COMMENT }),
  intentPayload: NUMERIC,
};

export const INSTRUMENT_ROUTES = [
  defineRoute({
    id: 'instrument',
    ...instrumentPage,
    status: 'live',
    paths: path(MARKET, INSTRUMENTS, '{instrumentId}-{instrumentName}', ...ORDER_TAIL),
    params: { instrumentId: NUMERIC, ...orderTailParams },
  }),
  // A slug that starts with digits and a dash reads as the id-name address, so build() refuses one.
  defineRoute({
    id: 'instrument-by-slug',
    ...instrumentPage,
    status: 'live',
    paths: path(MARKET, INSTRUMENTS, '{instrumentSlug}', ...ORDER_TAIL),
    params: orderTailParams,
  }),
  defineRoute({
    id: 'fund-buy',
    ...orderPage,
    status: 'live',
    paths: path(MARKET, FUNDS, '{instrumentId}-{instrumentName}', BUY, '{accid?}'),
    params: { instrumentId: NUMERIC, accid: NUMERIC },
  }),
  defineRoute({
    id: 'fund-sell',
    ...orderPage,
    status: 'live',
    paths: path(MARKET, FUNDS, '{instrumentId}-{instrumentName}', SELL, '{accid?}'),
    params: { instrumentId: NUMERIC, accid: NUMERIC },
  }),
  defineRoute({
    id: 'cost-info',
    ...instrumentPage,
    status: 'live',
    paths: path(COST_INFO, '{instrumentId}'),
    params: { instrumentId: NUMERIC },
  }),
  defineRoute({
    id: 'latest-trades',
    ...instrumentPage,
    status: 'live',
    paths: path(LATEST_TRADES, '{instrumentId}'),
    params: { instrumentId: NUMERIC },
  }),
  defineRoute({ id: 'order', ...orderPage, status: 'live', paths: path(ORDER) }),
  defineRoute({ id: 'order-buy', ...orderPage, status: 'live', paths: path(ORDER, BUY) }),
  defineRoute({ id: 'order-sell', ...orderPage, status: 'live', paths: path(ORDER, SELL) }),
  defineRoute({
    id: 'order-modify',
    ...orderPage,
    status: 'live',
    paths: path(ORDER, MODIFY, '{id}'),
    params: { id: NUMERIC },
  }),
  defineRoute({
    id: 'order-comment',
    ...orderPage,
    status: 'live',
    paths: path(ORDER, COMMENT, '{id}'),
    params: { id: NUMERIC },
  }),
  defineRoute({
    id: 'order-show',
    ...orderPage,
    status: 'live',
    paths: path(ORDER, SHOW, '{id}'),
    params: { id: NUMERIC },
  }),
] as const;

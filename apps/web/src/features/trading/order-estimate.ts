import {
  type AccountType,
  addDays,
  checkLotSize,
  commission,
  dec,
  isOnTickGrid,
  isPositivePrice,
  LIMIT_ORDER_VALIDITY_DAYS,
  ORDER_VOLUME_MAX,
  type OrderSide,
  type OrderType,
  reservationFxRate,
  roundMoney,
  type TickRule,
  tradeValueAt,
} from '@havn/domain/broker/index';

/** Nordic keyboards type a decimal comma; the API wants a point. */
export function normalizeDecimal(input: string): string {
  return input.trim().replace(/\s/g, '').replace(',', '.');
}

export interface OrderDraft {
  side: OrderSide;
  orderType: OrderType;
  volume: string;
  limitPrice: string;
  /** A limit order's last day (YYYY-MM-DD), or '' for the default 30 days. */
  validUntil?: string;
}

export interface OrderContext {
  lotSize: number;
  /** The instrument's tick table (the domain's tickRuleOf): a limit price sits on its grid. */
  tickRule: TickRule;
  instrumentCurrency: string;
  accountCurrency: string;
  accountType: AccountType;
  buyingPower: string;
  /** Units the account may sell now (held minus held back by open sell orders). */
  sellable: number;
  /** The price a market order is estimated at: the ask for a buy, the bid for a sell. */
  marketPrice: string | null;
  /** Units of the account currency per unit of the instrument's, live; '1' for the same currency, null while unknown. */
  fxRate: string | null;
  /** The customer's calendar day (YYYY-MM-DD): a chosen last day runs from it. */
  today: string;
}

export type OrderFieldError =
  | 'volumeRequired'
  | 'volumeInvalid'
  | 'volumeTooLarge'
  | 'lotSize'
  | 'priceRequired'
  | 'priceInvalid'
  | 'tickSize'
  | 'validUntil'
  | 'insufficientHoldings'
  | 'insufficientBuyingPower';

export interface OrderEstimate {
  /** The traded value, account currency. */
  value: string;
  fee: string;
  /** What the buy costs or the sale brings, fees included, account currency. */
  total: string;
}

/** The estimated value, fee and total in the account currency; null until volume, price and rate are known. */
export function estimateOrder(draft: OrderDraft, context: OrderContext): OrderEstimate | null {
  return estimateAt(draft, context, context.fxRate);
}

/**
 * What a buy holds back from buying power: as the server reserves it, a foreign buy at the rate moved
 * against the customer by the domain's FX buffer (the rest is released when it fills).
 */
export function estimateReservation(draft: OrderDraft, context: OrderContext): OrderEstimate | null {
  const rate =
    context.fxRate === null
      ? null
      : reservationFxRate(
          draft.side,
          context.fxRate,
          context.instrumentCurrency,
          context.accountCurrency,
        ).toFixed();
  return estimateAt(draft, context, rate);
}

function estimateAt(draft: OrderDraft, context: OrderContext, rate: string | null): OrderEstimate | null {
  const volume = Number(draft.volume);
  if (!Number.isInteger(volume) || volume <= 0 || volume > ORDER_VOLUME_MAX) return null;
  const price = draft.orderType === 'LIMIT' ? normalizeDecimal(draft.limitPrice) : context.marketPrice;
  if (price === null || rate === null || !isPositivePrice(price)) return null;
  const { inAccountCurrency } = tradeValueAt(
    volume,
    price,
    rate,
    context.instrumentCurrency,
    context.accountCurrency,
  );
  const fee = commission(context.accountType, inAccountCurrency, context.accountCurrency);
  const total =
    draft.side === 'BUY' ? dec(inAccountCurrency).plus(dec(fee)) : dec(inAccountCurrency).minus(dec(fee));
  return { value: inAccountCurrency, fee, total: roundMoney(total, context.accountCurrency) };
}

export type OrderField = 'volume' | 'limitPrice' | 'validUntil';

/** The last days a customer may choose: today up to the longest an order stays (the server has the last word, in the market's zone). */
export function validUntilRange(today: string): { first: string; last: string } {
  return { first: today, last: addDays(today, LIMIT_ORDER_VALIDITY_DAYS) };
}

/** The comfort checks before sending: the server checks again and has the last word. */
export function validateOrder(
  draft: OrderDraft,
  context: OrderContext,
): Partial<Record<OrderField, OrderFieldError>> {
  const errors: Partial<Record<OrderField, OrderFieldError>> = {};
  const rawVolume = draft.volume.trim();
  const volume = Number(rawVolume);
  if (rawVolume === '') errors.volume = 'volumeRequired';
  else if (!/^\d+$/.test(rawVolume) || volume <= 0) errors.volume = 'volumeInvalid';
  else if (volume > ORDER_VOLUME_MAX) errors.volume = 'volumeTooLarge';
  else if (checkLotSize(volume, context.lotSize)) errors.volume = 'lotSize';
  else if (draft.side === 'SELL' && volume > context.sellable) errors.volume = 'insufficientHoldings';
  if (draft.orderType === 'LIMIT') {
    const price = normalizeDecimal(draft.limitPrice);
    if (price === '') errors.limitPrice = 'priceRequired';
    else if (!isPositivePrice(price)) errors.limitPrice = 'priceInvalid';
    else if (!isOnTickGrid(context.tickRule, price)) errors.limitPrice = 'tickSize';
    const lastDay = draft.validUntil ?? '';
    const { first, last } = validUntilRange(context.today);
    if (lastDay !== '' && !(lastDay >= first && lastDay <= last)) errors.validUntil = 'validUntil';
  }
  if (!errors.volume && !errors.limitPrice && draft.side === 'BUY') {
    const reservation = estimateReservation(draft, context);
    if (reservation && dec(reservation.total).greaterThan(dec(context.buyingPower))) {
      errors.volume = 'insufficientBuyingPower';
    }
  }
  return errors;
}

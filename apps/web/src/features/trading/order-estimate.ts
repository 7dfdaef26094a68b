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
  /** A stop loss's trigger price, as typed. */
  triggerPrice?: string;
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
  | 'triggerRequired'
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
  const price = draftPrice(draft) ?? context.marketPrice;
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

export type OrderField = 'volume' | 'limitPrice' | 'triggerPrice' | 'validUntil';

/** What a typed price lacks: nothing, a value (when it is required), a valid number, or a step of the grid. */
function priceError(
  typed: string,
  rule: TickRule,
  required: boolean,
): 'priceRequired' | 'priceInvalid' | 'tickSize' | null {
  const price = normalizeDecimal(typed);
  if (price === '') return required ? 'priceRequired' : null;
  if (!isPositivePrice(price)) return 'priceInvalid';
  return isOnTickGrid(rule, price) ? null : 'tickSize';
}

/**
 * The price an order is estimated at, when the customer set one: a limit order's limit, a stop loss's
 * limit or else its trigger; null for a market order (the quote's side prices it).
 */
export function draftPrice(draft: OrderDraft): string | null {
  if (draft.orderType === 'MARKET') return null;
  const limit = normalizeDecimal(draft.limitPrice);
  if (draft.orderType === 'LIMIT' || limit !== '') return limit;
  return normalizeDecimal(draft.triggerPrice ?? '');
}

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
  if (draft.orderType !== 'MARKET') {
    const limitError = priceError(draft.limitPrice, context.tickRule, draft.orderType === 'LIMIT');
    if (limitError) errors.limitPrice = limitError;
    const lastDay = draft.validUntil ?? '';
    const { first, last } = validUntilRange(context.today);
    if (lastDay !== '' && !(lastDay >= first && lastDay <= last)) errors.validUntil = 'validUntil';
  }
  if (draft.orderType === 'STOP_LOSS') {
    const triggerError = priceError(draft.triggerPrice ?? '', context.tickRule, true);
    if (triggerError)
      errors.triggerPrice = triggerError === 'priceRequired' ? 'triggerRequired' : triggerError;
  }
  if (!errors.volume && !errors.limitPrice && !errors.triggerPrice && draft.side === 'BUY') {
    const reservation = estimateReservation(draft, context);
    if (reservation && dec(reservation.total).greaterThan(dec(context.buyingPower))) {
      errors.volume = 'insufficientBuyingPower';
    }
  }
  return errors;
}

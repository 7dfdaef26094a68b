import type { OrderView } from '@havn/contract/web';
import { accountTypeOf, type SiteId } from '@havn/domain';
import {
  FX_RESERVATION_BUFFER_PERCENT,
  LIMIT_ORDER_VALIDITY_DAYS,
  ORDER_TYPES,
  type OrderSide,
  type OrderType,
  tickRuleOf,
  tickSizeAt,
} from '@havn/domain/broker/index';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format.ts';
import { Link, useLocation, useSearchParams } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useTimeZone } from '../../lib/render-clock.tsx';
import { categoryOf } from '../accounts-and-money/product-groups.ts';
import { useAccountsQuery } from '../accounts-and-money/queries.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { formatDecimal } from '../market-data/market-format.ts';
import { useFxRateQuery } from '../market-data/queries.ts';
import { isRetryable, keyFor, type PendingSubmission } from './idempotent-submission.ts';
import {
  estimateOrder,
  normalizeDecimal,
  type OrderDraft,
  type OrderField,
  validateOrder,
  validUntilRange,
} from './order-estimate.ts';
import { orderIntentPath } from './order-intent.ts';
import { usePlaceOrder, usePositionsOfAccounts } from './queries.ts';
import './OrderForm.css';
import './trading.css';
import { useAccountTypeName } from '../accounts-and-money/use-account-type-name.ts';

export interface OrderInstrument {
  id: number;
  name: string;
  currency: string;
  lotSize: number;
  tradable: boolean;
  /** With the market, which tick table a limit price follows. */
  type: string;
  market: { id: string };
}

export interface OrderQuote {
  bid: string;
  ask: string;
}

const ORDER_TYPE_LABEL = {
  MARKET: 'order.market',
  LIMIT: 'order.limit',
  STOP_LOSS: 'order.stopLoss',
} as const;

function orderTypeOf(value: string | null): OrderType {
  return ORDER_TYPES.find((type) => type === value) ?? 'MARKET';
}

/**
 * The order form: account, side, volume, market or limit, the estimated total with the fee against the
 * buying power. Each submission gets a fresh Idempotency-Key; sending the same order again after a
 * network or server failure reuses it, so the order is never placed twice.
 */
export function OrderForm({
  instrument,
  quote,
  initialSide,
  site,
  onPlaced,
}: {
  instrument: OrderInstrument;
  quote: OrderQuote | null;
  initialSide: OrderSide;
  site: SiteId;
  onPlaced?: (order: OrderView) => void;
}) {
  const { t } = useTranslation('market');
  const typeName = useAccountTypeName();
  const groups = useTranslation('accounts').t;
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  const list = accounts.data ?? [];
  // A return from a knowledge test brings the order back as it was (the query the test link carried).
  const [search] = useSearchParams();
  const location = useLocation();
  const [accid, setAccid] = useState(search.get('accid') ?? '');
  const chosen =
    list.find((account) => account.accid === accid) ?? list.find((account) => account.isDefault) ?? list[0];
  const positions = usePositionsOfAccounts(chosen ? [chosen.accid] : []);
  const [side, setSide] = useState<OrderSide>(initialSide);
  const [orderType, setOrderType] = useState<OrderType>(orderTypeOf(search.get('type')));
  const [volume, setVolume] = useState(search.get('volume') ?? '');
  const [limitPrice, setLimitPrice] = useState(search.get('price') ?? '');
  const [validUntil, setValidUntil] = useState(search.get('validUntil') ?? '');
  const [triggerPrice, setTriggerPrice] = useState(search.get('trigger') ?? '');
  const zone = useTimeZone();
  const [showErrors, setShowErrors] = useState(false);
  const pending = useRef<PendingSubmission | null>(null);
  const place = usePlaceOrder();
  const ids = { account: useId(), type: useId(), side: useId() };
  const accountCurrency = chosen?.currency ?? instrument.currency;
  const foreign = accountCurrency !== instrument.currency;
  const fx = useFxRateQuery(instrument.currency, accountCurrency, foreign);

  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  if (!chosen) return <p>{t('order.noAccount')}</p>;

  const held = positions[0]?.data?.find((position) => position.instrumentId === instrument.id);
  const sellable = held ? held.volume - held.reservedVolume : 0;
  const draft: OrderDraft = { side, orderType, volume, limitPrice, triggerPrice, validUntil };
  const today = new Intl.DateTimeFormat('en-CA', zone ? { timeZone: zone } : {}).format(new Date());
  const lastDays = validUntilRange(today);
  const tickRule = tickRuleOf({ type: instrument.type, market: instrument.market.id });
  const context = {
    lotSize: instrument.lotSize,
    tickRule,
    instrumentCurrency: instrument.currency,
    accountCurrency: chosen.currency,
    // The price list of the account's own kind: a Norwegian DEPOT pays the NOK class, not a German depot's.
    accountType: accountTypeOf(chosen.accountType, chosen.country),
    buyingPower: chosen.buyingPower,
    sellable,
    marketPrice: quote ? (side === 'BUY' ? quote.ask : quote.bid) : null,
    fxRate: foreign ? (fx.data?.rate ?? null) : '1',
    today,
  };
  const errors = validateOrder(draft, context);
  const estimate = estimateOrder(draft, context);

  if (place.isSuccess) {
    const order = place.data;
    return (
      <div className="order-confirmation" role="status">
        <h3>{t('order.placedTitle')}</h3>
        <p>
          {t(order.side === 'BUY' ? 'order.placedBuy' : 'order.placedSell', {
            volume: order.volume,
            name: instrument.name,
          })}
        </p>
        <p>
          {t('order.stateLabel')} <strong>{t(`orderState.${order.state}`)}</strong>
        </p>
        {order.averageFillPrice && (
          <p>
            {t('order.filledAt', {
              filled: order.filledVolume,
              price: formatMoney(order.averageFillPrice, order.currency, site),
            })}
          </p>
        )}
        <p>
          <Link to={orderIntentPath(instrument, 'show', site, order.orderNumber)}>
            {t('orderIntent.showNumbered', { number: order.orderNumber })}
          </Link>
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            pending.current = null;
            place.reset();
            setVolume('');
          }}
        >
          {t('order.another')}
        </Button>
      </div>
    );
  }

  /** The prices and last day the order type takes, as the API wants them. */
  const orderPrices = () => {
    if (orderType === 'MARKET') return {};
    const price = normalizeDecimal(limitPrice);
    return {
      ...(orderType === 'LIMIT' || price !== '' ? { price } : {}),
      ...(orderType === 'STOP_LOSS' ? { triggerPrice: normalizeDecimal(triggerPrice) } : {}),
      ...(validUntil !== '' ? { validUntil } : {}),
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(errors).length > 0 || !instrument.tradable) return;
    const body = {
      instrumentId: instrument.id,
      side,
      orderType,
      volume: Number(volume),
      ...orderPrices(),
    };
    const submission = keyFor(pending, JSON.stringify([chosen.accid, body]));
    place.mutate(
      { accid: chosen.accid, idempotencyKey: submission.key, body },
      {
        onSuccess: (order) => {
          pending.current = null;
          onPlaced?.(order);
        },
        onError: (error) => {
          // A definite answer (rejected, invalid): the next attempt is a new order with a new key.
          if (!isRetryable(error) && pending.current === submission) pending.current = null;
        },
      },
    );
  };

  const notAppropriate =
    place.error instanceof ApiError && place.error.code === 'NOT_APPROPRIATE'
      ? (place.error.extensions.productGroup ?? null)
      : null;
  /** The group's test, coming back to this order as it stands. */
  const testLink = (group: NonNullable<typeof notAppropriate>) => {
    const back = new URLSearchParams({
      accid: chosen.accid,
      type: orderType,
      volume,
      ...(orderType === 'MARKET' ? {} : { price: limitPrice }),
      ...(orderType === 'STOP_LOSS' ? { trigger: triggerPrice } : {}),
      ...(orderType !== 'MARKET' && validUntil !== '' ? { validUntil } : {}),
    });
    const returnTo = `${location.pathname}?${back.toString()}`;
    return `${pagePath('knowledge-test', site, { mifid2Category: categoryOf(group) })}?${new URLSearchParams({ return: returnTo }).toString()}`;
  };

  const fieldError = (key: OrderField) => {
    const code = errors[key];
    if (!showErrors || !code) return undefined;
    const typed = key === 'triggerPrice' ? triggerPrice : limitPrice;
    const step = code === 'tickSize' ? tickSizeAt(tickRule, normalizeDecimal(typed)) : null;
    const tick = step === null ? undefined : formatDecimal(step, site, step.split('.')[1]?.length ?? 0);
    return t(`order.errors.${code}`, {
      lot: instrument.lotSize,
      max: sellable,
      tick,
      days: LIMIT_ORDER_VALIDITY_DAYS,
    });
  };

  return (
    <form className="order-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={ids.account}>{t('order.account')}</label>
        <select id={ids.account} value={chosen.accid} onChange={(event) => setAccid(event.target.value)}>
          {list.map((account) => (
            <option key={account.accid} value={account.accid}>
              {account.alias ?? typeName(account.accountType, account.country)} {account.accountNumber}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="order-segmented">
        <legend>{t('order.side')}</legend>
        {(['BUY', 'SELL'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={ids.side}
              value={value}
              checked={side === value}
              onChange={() => setSide(value)}
            />
            {t(value === 'BUY' ? 'order.buy' : 'order.sell')}
          </label>
        ))}
      </fieldset>
      <fieldset className="order-segmented">
        <legend>{t('order.type')}</legend>
        {ORDER_TYPES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={ids.type}
              value={value}
              checked={orderType === value}
              onChange={() => setOrderType(value)}
            />
            {t(ORDER_TYPE_LABEL[value])}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('order.volume')}
        inputMode="numeric"
        autoComplete="off"
        value={volume}
        onChange={(event) => setVolume(event.target.value)}
        error={fieldError('volume')}
        {...(side === 'SELL' ? { hint: t('order.sellable', { count: sellable }) } : {})}
      />
      {orderType === 'STOP_LOSS' && (
        <TextField
          label={t('order.triggerPrice', { currency: instrument.currency })}
          inputMode="decimal"
          autoComplete="off"
          value={triggerPrice}
          onChange={(event) => setTriggerPrice(event.target.value)}
          hint={t(side === 'SELL' ? 'order.triggerHintSell' : 'order.triggerHintBuy')}
          error={fieldError('triggerPrice')}
        />
      )}
      {orderType !== 'MARKET' && (
        <TextField
          label={t(orderType === 'LIMIT' ? 'order.limitPrice' : 'order.stopLimitPrice', {
            currency: instrument.currency,
          })}
          {...(orderType === 'STOP_LOSS' ? { hint: t('order.stopLimitHint') } : {})}
          inputMode="decimal"
          autoComplete="off"
          value={limitPrice}
          onChange={(event) => setLimitPrice(event.target.value)}
          error={fieldError('limitPrice')}
        />
      )}
      {orderType !== 'MARKET' && (
        <TextField
          label={t('order.validUntil')}
          type="date"
          min={lastDays.first}
          max={lastDays.last}
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
          hint={t('order.validUntilHint', { days: LIMIT_ORDER_VALIDITY_DAYS })}
          error={fieldError('validUntil')}
        />
      )}
      <dl className="order-summary" aria-live="polite">
        <div>
          <dt>{t('order.estimatedValue')}</dt>
          <dd data-testid="order-value">
            {estimate ? formatMoney(estimate.value, chosen.currency, site) : '–'}
          </dd>
        </div>
        <div>
          <dt>{t('order.fee')}</dt>
          <dd data-testid="order-fee">{estimate ? formatMoney(estimate.fee, chosen.currency, site) : '–'}</dd>
        </div>
        <div>
          <dt>{t('order.estimatedTotal')}</dt>
          <dd data-testid="order-total">
            {estimate ? formatMoney(estimate.total, chosen.currency, site) : '–'}
          </dd>
        </div>
        <div>
          <dt>{t('order.buyingPower')}</dt>
          <dd>{formatMoney(chosen.buyingPower, chosen.currency, site)}</dd>
        </div>
        {foreign && (
          <div>
            <dt>{t('order.fxRate')}</dt>
            <dd data-testid="order-fx">
              {fx.data
                ? t('order.fxRateValue', {
                    from: instrument.currency,
                    rate: formatDecimal(fx.data.rate, site, 4),
                    to: chosen.currency,
                  })
                : '–'}
            </dd>
          </div>
        )}
      </dl>
      {foreign && side === 'BUY' && (
        <p className="muted small">{t('order.fxBuffer', { percent: FX_RESERVATION_BUFFER_PERCENT })}</p>
      )}
      {!instrument.tradable && <Alert>{t('order.notTradable')}</Alert>}
      {place.isError && notAppropriate ? (
        <Alert>
          {t('order.notAppropriate', { group: groups(`groups.${notAppropriate}`) })}{' '}
          <Link to={testLink(notAppropriate)}>{t('order.takeTest')}</Link>
        </Alert>
      ) : (
        place.isError && <Alert>{errorMessage(place.error)}</Alert>
      )}
      <Button type="submit" busy={place.isPending} disabled={!instrument.tradable}>
        {t(side === 'BUY' ? 'order.submitBuy' : 'order.submitSell')}
      </Button>
    </form>
  );
}

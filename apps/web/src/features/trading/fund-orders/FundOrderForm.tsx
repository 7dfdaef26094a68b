import type { Account } from '@havn/contract/web';
import { accountTypeOf, type SiteId } from '@havn/domain';
import {
  fundMinimumAmount,
  type InstrumentType,
  instrumentAllowedInAccount,
  unitsMinus,
} from '@havn/domain/broker/index';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { focusOn } from '../../../lib/focus.ts';
import { formatDay, formatMoney, formatUnits } from '../../../lib/format.ts';
import { Link, useSearchParams } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { isRetryable, keyFor, type PendingSubmission } from '../idempotent-submission.ts';
import { usePlaceFundOrder, usePositionsOfAccounts } from '../queries.ts';
import { FundOrderReceipt, useFundOrderSummary } from './FundOrderReceipt.tsx';
import {
  type FundOrderDraft,
  type FundOrderField,
  fundOrderBody,
  unitsForAmount,
  validateFundOrder,
  valueOfUnits,
} from './fund-order-draft.ts';
import { formatMarketTime } from './fund-order-format.ts';
import { fundOrderPath } from './fund-order-page.ts';
import { type FundOnMarket, type FundTiming, useFundOrderTiming } from './use-fund-order-timing.ts';
import '../OrderForm.css';
import './FundOrderForm.css';

export interface FundInstrument extends FundOnMarket {
  id: number;
  name: string;
  tradable: boolean;
}

/** The API's refusals that concern one field are said under it; the others at the form. */
const FIELD_OF_CODE: Readonly<Record<string, FundOrderField>> = {
  AMOUNT_TOO_SMALL: 'amount',
  INSUFFICIENT_BUYING_POWER: 'amount',
  INSUFFICIENT_HOLDINGS: 'units',
};

/** Whether an account may hold the fund (an ASK only EEA funds, an osakesäästötili no fund at all…). */
export function mayHoldFund(account: Account, fund: { type: InstrumentType; country: string }): boolean {
  return instrumentAllowedInAccount(accountTypeOf(account.accountType, account.country), fund);
}

/**
 * The fund ticket: a fund is bought for an amount of the account's currency and sold by units (to
 * four decimals) or all of them, at the next NAV, which nobody knows yet: the ticket says so, with the
 * cut-off and the trade date the order would get. As the exchange ticket, each intended order gets a
 * fresh Idempotency-Key, kept when the same order is sent again after a failure without an answer.
 */
export function FundOrderForm({
  instrument,
  initialSide,
  site,
  layout = 'drawer',
  accounts: given,
  initialAccid,
}: {
  instrument: FundInstrument;
  initialSide: 'BUY' | 'SELL';
  site: SiteId;
  /**
   * The drawer chooses the side and sends at once, and leads to the page; the fund's own buy or sell
   * page keeps to its side and shows the order for review before it is sent.
   */
  layout?: 'drawer' | 'page';
  /** The accounts to choose from; by default every account of the customer's that may hold the fund. */
  accounts?: Account[];
  /** The account to start with (the page's `{accid}`); by default `?accid=`, else the default account. */
  initialAccid?: string;
}) {
  const { t } = useTranslation(['portfolio', 'market']);
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const summary = useFundOrderSummary();
  const accounts = useAccountsQuery();
  const list = given ?? (accounts.data ?? []).filter((account) => mayHoldFund(account, instrument));
  const [search] = useSearchParams();
  const [accid, setAccid] = useState(initialAccid ?? search.get('accid') ?? '');
  const onPage = layout === 'page';
  const [reviewing, setReviewing] = useState(false);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const chosen =
    list.find((account) => account.accid === accid) ?? list.find((account) => account.isDefault) ?? list[0];
  const positions = usePositionsOfAccounts(chosen ? [chosen.accid] : []);
  const [side, setSide] = useState(initialSide);
  const [amount, setAmount] = useState('');
  const [units, setUnits] = useState('');
  const [all, setAll] = useState(false);
  // The page sells by units, by an amount's worth of them, or all; the drawer by units or all.
  const [sellBy, setSellBy] = useState<'units' | 'amount'>('units');
  const byAmount = side === 'SELL' && sellBy === 'amount' && !all;
  const [showErrors, setShowErrors] = useState(false);
  const pending = useRef<PendingSubmission | null>(null);
  const place = usePlaceFundOrder();
  const timing = useFundOrderTiming(instrument);
  const ids = {
    account: useId(),
    side: useId(),
    amount: useId(),
    units: useId(),
    all: useId(),
    sellBy: useId(),
    review: useId(),
  };
  // Where the reader goes after a submit that failed on a field: its control, once drawn with its error
  // (which it is described by); the alert of any other refusal takes focus itself.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) focusOn(document.getElementById(focusTarget.id));
  }, [focusTarget]);
  // The review replaces the form: its heading takes focus; back at the form, the button that led there.
  const [reviewFocus, setReviewFocus] = useState<'review' | 'form' | null>(null);
  useEffect(() => {
    if (reviewFocus) focusOn(reviewFocus === 'review' ? reviewHeading.current : submitButton.current);
  }, [reviewFocus]);
  /**
   * The control that answers for a field: the amount input (a buy's, or a sale's by amount), the units
   * input, or the "sell all" choice when it is made.
   */
  const controlOf = (field: FundOrderField) =>
    field === 'amount' || byAmount ? ids.amount : all ? ids.all : ids.units;

  if (!given && accounts.isPending) return <Spinner />;
  if (!given && accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  if (!chosen) return <p>{t('market:order.noAccount')}</p>;

  if (place.isSuccess) {
    return (
      <FundOrderReceipt
        order={place.data}
        name={instrument.name}
        timeZone={timing?.timeZone}
        site={site}
        headingLevel={onPage ? 2 : 3}
        onAnother={() => {
          pending.current = null;
          place.reset();
          setReviewing(false);
          setAmount('');
          setUnits('');
          setAll(false);
          setSellBy('units');
          setShowErrors(false);
        }}
      />
    );
  }

  const holdings = positions[0];
  const held = holdings?.data?.find((position) => position.instrumentId === instrument.id);
  const sellable = held ? unitsMinus(held.volume, held.reservedVolume) : 0;
  const holding = held?.marketValueInAccountCurrency
    ? { units: held.volume, value: held.marketValueInAccountCurrency }
    : null;
  const draft: FundOrderDraft = { side, amount, units, all, sellBy: onPage ? sellBy : 'units' };
  const errors = validateFundOrder(draft, {
    currency: chosen.currency,
    buyingPower: chosen.buyingPower,
    sellable,
    holding,
  });
  const minimum = formatMoney(fundMinimumAmount(chosen.currency), chosen.currency, site);
  const refusal = place.error instanceof ApiError ? place.error : null;
  const refusedField = refusal ? FIELD_OF_CODE[refusal.code] : undefined;

  /** A change after a refusal is a new order: the refusal goes, the next submit gets a new key. */
  const edit = (apply: () => void) => {
    apply();
    if (place.isError) place.reset();
  };

  const send = (body: ReturnType<typeof fundOrderBody>) => {
    const submission = keyFor(pending, JSON.stringify([chosen.accid, body]));
    place.mutate(
      { accid: chosen.accid, idempotencyKey: submission.key, body },
      {
        onSuccess: () => {
          pending.current = null;
        },
        onError: (error) => {
          // A definite answer (refused, invalid): the next attempt is a new order with a new key.
          if (!isRetryable(error) && pending.current === submission) pending.current = null;
          const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
          if (field) {
            // Said under its field: the page's review gives way to the form.
            setReviewing(false);
            setFocusTarget({ id: controlOf(field) });
          }
        },
      },
    );
  };

  const fieldError = (field: FundOrderField): string | undefined => {
    if (refusedField === field) return errorMessage(place.error);
    const code = errors[field];
    if (!showErrors || !code) return undefined;
    return t(`funds.ticket.errors.${code}`, {
      minimum,
      max: formatUnits(sellable, site),
      value: holding
        ? formatMoney(valueOfUnits(String(sellable), holding), chosen.currency, site)
        : formatUnits(sellable, site),
    });
  };

  /** Under a sale's amount: the units it comes to now, and that what it pays follows the next NAV. */
  const sellByAmountHint = () => {
    const worth = unitsForAmount(amount, holding);
    return worth
      ? t('funds.page.sellByAmountUnits', { units: formatUnits(worth, site) })
      : t('funds.page.sellByAmountHint');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    const invalid = (Object.keys(errors) as FundOrderField[])[0];
    if (invalid) {
      setFocusTarget({ id: controlOf(invalid) });
      return;
    }
    if (!instrument.tradable || (side === 'SELL' && holdings?.isPending)) return;
    if (onPage) {
      setReviewing(true);
      setReviewFocus('review');
      return;
    }
    send(fundOrderBody(instrument.id, draft, holding));
  };

  if (reviewing) {
    const body = fundOrderBody(instrument.id, draft, holding);
    const estimate =
      side === 'SELL' && holding && !all && body.units
        ? formatMoney(valueOfUnits(body.units, holding), chosen.currency, site)
        : null;
    return (
      <section className="fund-order-review" aria-labelledby={ids.review}>
        <h2 id={ids.review} ref={reviewHeading} tabIndex={-1}>
          {t('funds.page.review.title')}
        </h2>
        <p data-testid="fund-order-review-summary">
          {summary(
            { side, amount: body.amount ?? null, units: body.units ?? null, all, currency: chosen.currency },
            instrument.name,
            site,
          )}
        </p>
        <dl className="order-summary">
          <div>
            <dt>{t('market:order.account')}</dt>
            <dd>
              {chosen.alias ?? typeName(chosen.accountType, chosen.country)} {chosen.accountNumber}
            </dd>
          </div>
          {estimate && (
            <div>
              <dt>{t('funds.page.estimatedValue')}</dt>
              <dd>{estimate}</dd>
            </div>
          )}
        </dl>
        <FundOrderTimingNote timing={timing} site={site} plain />
        {place.isError && !refusedField && (
          <Alert key={place.submittedAt} focus>
            {errorMessage(place.error)}
          </Alert>
        )}
        <div className="fund-order-review-actions">
          <Button busy={place.isPending} onClick={() => send(body)}>
            {t(side === 'BUY' ? 'funds.page.review.confirmBuy' : 'funds.page.review.confirmSell')}
          </Button>
          <Button
            variant="secondary"
            disabled={place.isPending}
            onClick={() => {
              place.reset();
              setReviewing(false);
              setReviewFocus('form');
            }}
          >
            {t('funds.page.review.change')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form className="order-form fund-order-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={ids.account}>{t('market:order.account')}</label>
        <select
          id={ids.account}
          value={chosen.accid}
          onChange={(event) => edit(() => setAccid(event.target.value))}
        >
          {list.map((account) => (
            <option key={account.accid} value={account.accid}>
              {account.alias ?? typeName(account.accountType, account.country)} {account.accountNumber}
            </option>
          ))}
        </select>
      </div>
      {!onPage && (
        <fieldset className="order-segmented">
          <legend>{t('market:order.side')}</legend>
          {(['BUY', 'SELL'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={ids.side}
                value={value}
                checked={side === value}
                onChange={() => edit(() => setSide(value))}
              />
              {t(value === 'BUY' ? 'market:order.buy' : 'market:order.sell')}
            </label>
          ))}
        </fieldset>
      )}
      {side === 'BUY' ? (
        <>
          <TextField
            id={ids.amount}
            label={t('funds.ticket.amount', { currency: chosen.currency })}
            hint={t('funds.ticket.amountHint', { minimum })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => edit(() => setAmount(event.target.value))}
            error={fieldError('amount')}
          />
          <dl className="order-summary">
            <div>
              <dt>{t('funds.ticket.buyingPower')}</dt>
              <dd>{formatMoney(chosen.buyingPower, chosen.currency, site)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <>
          {holdings?.isPending ? (
            <Spinner />
          ) : (
            <p className="fund-order-held" data-testid="fund-units-held">
              {held && held.reservedVolume > 0
                ? t('funds.ticket.heldBack', {
                    units: formatUnits(held.volume, site),
                    reserved: formatUnits(held.reservedVolume, site),
                  })
                : t('funds.ticket.held', { units: formatUnits(held?.volume ?? 0, site) })}
            </p>
          )}
          {held && held.volume > 0 && held.marketValueInAccountCurrency !== null && (
            <p className="fund-order-held" data-testid="fund-holding-value">
              {t('funds.page.heldValue', {
                value: formatMoney(held.marketValueInAccountCurrency, held.accountCurrency, site),
              })}
            </p>
          )}
          {held && held.volume > 0 && (
            <p className="fund-order-switch">
              <Link
                to={`${pagePath('fund-swap-orders', site)}?${new URLSearchParams({
                  accid: chosen.accid,
                  from: String(instrument.id),
                })}`}
              >
                {t('fundSwitch.link')}
              </Link>
            </p>
          )}
          {onPage ? (
            <fieldset className="order-segmented fund-order-sell-by">
              <legend>{t('funds.page.sellBy.legend')}</legend>
              {(['units', 'amount', 'all'] as const).map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    id={value === 'all' ? ids.all : undefined}
                    name={ids.sellBy}
                    value={value}
                    checked={value === 'all' ? all : !all && sellBy === value}
                    aria-invalid={value === 'all' && all && fieldError('units') ? true : undefined}
                    aria-describedby={value === 'all' && all && fieldError('units') ? ids.units : undefined}
                    onChange={() =>
                      edit(() => {
                        setAll(value === 'all');
                        if (value !== 'all') setSellBy(value);
                      })
                    }
                  />
                  {t(`funds.page.sellBy.${value}`)}
                </label>
              ))}
            </fieldset>
          ) : (
            <div className="fund-order-all">
              <input
                id={ids.all}
                type="checkbox"
                checked={all}
                aria-invalid={all && fieldError('units') ? true : undefined}
                aria-describedby={all && fieldError('units') ? ids.units : undefined}
                onChange={(event) => edit(() => setAll(event.target.checked))}
              />
              <label htmlFor={ids.all}>{t('funds.ticket.sellAll')}</label>
            </div>
          )}
          {all ? (
            // Nothing to type: a refusal (nothing to sell) is said where the units would be.
            fieldError('units') && (
              <p id={ids.units} className="field-error">
                {fieldError('units')}
              </p>
            )
          ) : byAmount ? (
            <TextField
              id={ids.amount}
              label={t('funds.ticket.amount', { currency: chosen.currency })}
              hint={sellByAmountHint()}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => edit(() => setAmount(event.target.value))}
              error={fieldError('amount') ?? fieldError('units')}
            />
          ) : (
            <TextField
              id={ids.units}
              label={t('funds.ticket.units')}
              hint={t('funds.ticket.unitsHint')}
              inputMode="decimal"
              autoComplete="off"
              value={units}
              onChange={(event) => edit(() => setUnits(event.target.value))}
              error={fieldError('units')}
            />
          )}
        </>
      )}
      <FundOrderTimingNote timing={timing} site={site} plain={onPage} />
      {!instrument.tradable && <Alert>{t('market:order.notTradable')}</Alert>}
      {place.isError && !refusedField && (
        // One alert per answer: a second refusal is read out and takes focus as the first did.
        <Alert key={place.submittedAt} focus>
          {errorMessage(place.error)}
        </Alert>
      )}
      <Button ref={submitButton} type="submit" busy={place.isPending} disabled={!instrument.tradable}>
        {onPage
          ? t('funds.page.review.next')
          : t(side === 'BUY' ? 'funds.ticket.submitBuy' : 'funds.ticket.submitSell')}
      </Button>
      {!onPage && (
        <p className="fund-order-switch">
          <Link to={fundOrderPath(instrument, side === 'BUY' ? 'buy' : 'sell', site, chosen.accid)}>
            {t('funds.page.openPage')}
          </Link>
        </p>
      )}
    </form>
  );
}

/** What placing now means: the next NAV, the cut-off in the fund market's time, the trade date. */
function FundOrderTimingNote({
  timing,
  site,
  plain = false,
}: {
  timing: FundTiming | null;
  site: SiteId;
  /** With the timing told in a sentence too (the page's). */
  plain?: boolean;
}) {
  const { t } = useTranslation('portfolio');
  return (
    <div className="fund-order-timing">
      <p className="fund-order-nav">{t('funds.ticket.nextNav')}</p>
      {plain && timing && (
        <p data-testid="fund-timing-words">
          {t('funds.page.timing', {
            tradeDate: formatDay(timing.tradeDate, site),
            cutOff: formatMarketTime(timing.cutOff, site, timing.timeZone),
          })}
        </p>
      )}
      <dl className="order-summary">
        <div>
          <dt>{t('funds.ticket.cutOff')}</dt>
          <dd data-testid="fund-cut-off">
            {timing ? formatMarketTime(timing.cutOff, site, timing.timeZone) : '–'}
          </dd>
        </div>
        <div>
          <dt>{t('funds.ticket.tradeDate')}</dt>
          <dd data-testid="fund-trade-date">{timing ? formatDay(timing.tradeDate, site) : '–'}</dd>
        </div>
      </dl>
      <p className="muted small">{t('funds.ticket.cancellable')}</p>
    </div>
  );
}

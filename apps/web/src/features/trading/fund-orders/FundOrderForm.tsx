import type { SiteId } from '@havn/domain';
import { fundMinimumAmount, unitsMinus } from '@havn/domain/broker/index';
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
import { FundOrderReceipt } from './FundOrderReceipt.tsx';
import {
  type FundOrderDraft,
  type FundOrderField,
  fundOrderBody,
  validateFundOrder,
} from './fund-order-draft.ts';
import { formatMarketTime } from './fund-order-format.ts';
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
}: {
  instrument: FundInstrument;
  initialSide: 'BUY' | 'SELL';
  site: SiteId;
}) {
  const { t } = useTranslation(['portfolio', 'market']);
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  const list = accounts.data ?? [];
  const [search] = useSearchParams();
  const [accid, setAccid] = useState(search.get('accid') ?? '');
  const chosen =
    list.find((account) => account.accid === accid) ?? list.find((account) => account.isDefault) ?? list[0];
  const positions = usePositionsOfAccounts(chosen ? [chosen.accid] : []);
  const [side, setSide] = useState(initialSide);
  const [amount, setAmount] = useState('');
  const [units, setUnits] = useState('');
  const [all, setAll] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const pending = useRef<PendingSubmission | null>(null);
  const place = usePlaceFundOrder();
  const timing = useFundOrderTiming(instrument);
  const ids = { account: useId(), side: useId(), amount: useId(), units: useId(), all: useId() };
  // Where the reader goes after a submit that failed on a field: its control, once drawn with its error
  // (which it is described by); the alert of any other refusal takes focus itself.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) focusOn(document.getElementById(focusTarget.id));
  }, [focusTarget]);
  /** The control that answers for a field: the units input, or the "sell all" box when it is ticked. */
  const controlOf = (field: FundOrderField) => (field === 'amount' ? ids.amount : all ? ids.all : ids.units);

  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  if (!chosen) return <p>{t('market:order.noAccount')}</p>;

  if (place.isSuccess) {
    return (
      <FundOrderReceipt
        order={place.data}
        name={instrument.name}
        timeZone={timing?.timeZone}
        site={site}
        onAnother={() => {
          pending.current = null;
          place.reset();
          setAmount('');
          setUnits('');
          setAll(false);
          setShowErrors(false);
        }}
      />
    );
  }

  const holdings = positions[0];
  const held = holdings?.data?.find((position) => position.instrumentId === instrument.id);
  const sellable = held ? unitsMinus(held.volume, held.reservedVolume) : 0;
  const draft: FundOrderDraft = { side, amount, units, all };
  const errors = validateFundOrder(draft, {
    currency: chosen.currency,
    buyingPower: chosen.buyingPower,
    sellable,
  });
  const minimum = formatMoney(fundMinimumAmount(chosen.currency), chosen.currency, site);
  const refusal = place.error instanceof ApiError ? place.error : null;
  const refusedField = refusal ? FIELD_OF_CODE[refusal.code] : undefined;

  /** A change after a refusal is a new order: the refusal goes, the next submit gets a new key. */
  const edit = (apply: () => void) => {
    apply();
    if (place.isError) place.reset();
  };

  const fieldError = (field: FundOrderField): string | undefined => {
    if (refusedField === field) return errorMessage(place.error);
    const code = errors[field];
    if (!showErrors || !code) return undefined;
    return t(`funds.ticket.errors.${code}`, { minimum, max: formatUnits(sellable, site) });
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
    const body = fundOrderBody(instrument.id, draft);
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
          if (field) setFocusTarget({ id: controlOf(field) });
        },
      },
    );
  };

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
          {all ? (
            // Nothing to type: a refusal (nothing to sell) is said where the units would be.
            fieldError('units') && (
              <p id={ids.units} className="field-error">
                {fieldError('units')}
              </p>
            )
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
      <FundOrderTimingNote timing={timing} site={site} />
      {!instrument.tradable && <Alert>{t('market:order.notTradable')}</Alert>}
      {place.isError && !refusedField && (
        // One alert per answer: a second refusal is read out and takes focus as the first did.
        <Alert key={place.submittedAt} focus>
          {errorMessage(place.error)}
        </Alert>
      )}
      <Button type="submit" busy={place.isPending} disabled={!instrument.tradable}>
        {t(side === 'BUY' ? 'funds.ticket.submitBuy' : 'funds.ticket.submitSell')}
      </Button>
    </form>
  );
}

/** What placing now means: the next NAV, the cut-off in the fund market's time, the trade date. */
function FundOrderTimingNote({ timing, site }: { timing: FundTiming | null; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  return (
    <div className="fund-order-timing">
      <p className="fund-order-nav">{t('funds.ticket.nextNav')}</p>
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

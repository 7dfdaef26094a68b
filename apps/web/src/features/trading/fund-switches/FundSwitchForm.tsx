import type { Account } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { focusOn } from '../../../lib/focus.ts';
import { formatMoney, formatUnits } from '../../../lib/format.ts';
import { isRetryable, keyFor, type PendingSubmission } from '../idempotent-submission.ts';
import { normalizeDecimal } from '../order-estimate.ts';
import { usePlaceFundSwitch } from '../queries.ts';
import { FundSwitchReceipt } from './FundSwitchReceipt.tsx';
import { FundSwitchTiming } from './FundSwitchTiming.tsx';
import { type ChosenFund, FundToBuyPicker } from './FundToBuyPicker.tsx';
import {
  type FundSwitchDraft,
  type FundSwitchField,
  fundSwitchBody,
  validateFundSwitch,
} from './fund-switch-draft.ts';
import type { FundHolding } from './use-fund-holdings.ts';
import { useSwitchErrorMessage } from './use-switch-error-message.ts';
import '../OrderForm.css';
import '../fund-orders/FundOrderForm.css';
import './FundSwitch.css';

/** The API's refusals that concern one field are said under it, back on the form; the others at the summary. */
const FIELD_OF_CODE: Readonly<Record<string, FundSwitchField>> = {
  INSUFFICIENT_HOLDINGS: 'units',
  NOT_A_FUND: 'to',
  INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT: 'to',
  NOT_APPROPRIATE: 'to',
};

/**
 * A fund switch ("Byt fond"): a fund the account holds, its units (to four decimals) or all of them,
 * and the fund its proceeds buy. The sale is priced at its next NAV; the purchase is placed once it is,
 * so the form tells the sale's cut-off and trade date and shows the whole switch before it is sent.
 * Each intended switch gets one Idempotency-Key, kept when the same switch is sent again after a
 * failure without an answer.
 */
export function FundSwitchForm({
  account,
  holdings,
  initialFromId,
  site,
}: {
  account: Account;
  holdings: FundHolding[];
  initialFromId: number | null;
  site: SiteId;
}) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useSwitchErrorMessage();
  const initial =
    holdings.find((holding) => holding.fund.id === initialFromId) ??
    (holdings.length === 1 ? holdings[0] : undefined);
  const [fromId, setFromId] = useState<number | null>(initial?.fund.id ?? null);
  const [units, setUnits] = useState('');
  const [all, setAll] = useState(false);
  const [to, setTo] = useState<ChosenFund | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const pending = useRef<PendingSubmission | null>(null);
  const place = usePlaceFundSwitch();
  const base = useId();
  const ids = { from: `${base}-from`, units: `${base}-units`, all: `${base}-all`, to: `${base}-to` };
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) focusOn(document.getElementById(focusTarget.id));
  }, [focusTarget]);

  const from = holdings.find((holding) => holding.fund.id === fromId) ?? null;
  const sellable = from?.sellable ?? 0;
  const draft: FundSwitchDraft = { fromInstrumentId: fromId, toInstrumentId: to?.id ?? null, units, all };
  const errors = validateFundSwitch(draft, sellable);
  const refusal = place.error instanceof ApiError ? place.error : null;
  const refusedField = refusal ? FIELD_OF_CODE[refusal.code] : undefined;

  /** The control that answers for a field: the chosen fund's radio, units or "all", the fund search. */
  const controlOf = (field: FundSwitchField) => {
    if (field === 'from') return `${ids.from}-${fromId ?? holdings[0]?.fund.id}`;
    if (field === 'units') return all ? ids.all : ids.units;
    return ids.to;
  };

  /** A change after a refusal is a new switch: the refusal goes, the next submit gets a new key. */
  const edit = (apply: () => void) => {
    apply();
    if (place.isError) place.reset();
  };

  if (place.isSuccess && from && to) {
    return (
      <FundSwitchReceipt
        placed={place.data}
        fromName={from.fund.name}
        toName={to.name}
        site={site}
        onAnother={() => {
          pending.current = null;
          place.reset();
          setUnits('');
          setAll(false);
          setTo(null);
          setShowErrors(false);
          setStep('edit');
        }}
      />
    );
  }

  const fieldError = (field: FundSwitchField): string | undefined => {
    if (refusedField === field) return errorMessage(place.error);
    const code = errors[field];
    if (!showErrors || !code) return undefined;
    return t(`fundSwitch.errors.${code}`, { max: formatUnits(sellable, site) });
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    const invalid = (['from', 'units', 'to'] as const).find((field) => errors[field]);
    if (invalid) {
      setFocusTarget({ id: controlOf(invalid) });
      return;
    }
    setStep('review');
  };

  const confirm = () => {
    const body = fundSwitchBody(draft);
    const submission = keyFor(pending, JSON.stringify([account.accid, body]));
    place.mutate(
      { accid: account.accid, idempotencyKey: submission.key, body },
      {
        onSuccess: () => {
          pending.current = null;
        },
        onError: (error) => {
          // A definite answer (refused, invalid): the next attempt is a new switch with a new key.
          if (!isRetryable(error) && pending.current === submission) pending.current = null;
          const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
          if (field) {
            setStep('edit');
            setFocusTarget({ id: controlOf(field) });
          }
        },
      },
    );
  };

  if (step === 'review' && from && to) {
    return (
      <FundSwitchSummary
        account={account}
        from={from}
        to={to}
        draft={draft}
        site={site}
        busy={place.isPending}
        error={
          place.isError && !refusedField ? { key: place.submittedAt, text: errorMessage(place.error) } : null
        }
        onConfirm={confirm}
        onChange={() => {
          place.reset();
          setStep('edit');
          setFocusTarget({ id: controlOf('from') });
        }}
      />
    );
  }

  return (
    <form className="order-form fund-switch-form" onSubmit={review} noValidate>
      <fieldset
        className={fieldError('from') ? 'fund-switch-holdings field-invalid' : 'fund-switch-holdings'}
        aria-describedby={fieldError('from') ? `${ids.from}-error` : undefined}
      >
        <legend>{t('fundSwitch.form.from')}</legend>
        {holdings.map((holding) => (
          <HoldingChoice
            key={holding.fund.id}
            id={`${ids.from}-${holding.fund.id}`}
            name={ids.from}
            holding={holding}
            checked={holding.fund.id === fromId}
            site={site}
            onChoose={() =>
              edit(() => {
                setFromId(holding.fund.id);
                if (to?.id === holding.fund.id) setTo(null);
              })
            }
          />
        ))}
        {fieldError('from') && (
          <p id={`${ids.from}-error`} className="field-error">
            {fieldError('from')}
          </p>
        )}
      </fieldset>
      <div className="fund-order-all">
        <input
          id={ids.all}
          type="checkbox"
          checked={all}
          onChange={(event) => edit(() => setAll(event.target.checked))}
        />
        <label htmlFor={ids.all}>{t('fundSwitch.form.all')}</label>
      </div>
      {!all && (
        <TextField
          id={ids.units}
          label={t('fundSwitch.form.units')}
          hint={
            from
              ? t('fundSwitch.form.unitsHintMax', { max: formatUnits(sellable, site) })
              : t('fundSwitch.form.unitsHint')
          }
          inputMode="decimal"
          autoComplete="off"
          value={units}
          onChange={(event) => edit(() => setUnits(event.target.value))}
          error={fieldError('units')}
        />
      )}
      <FundToBuyPicker
        id={ids.to}
        chosen={to}
        excludeId={fromId}
        error={fieldError('to')}
        onChoose={(fund) => {
          edit(() => setTo(fund));
          // The control the reader was on has gone: Change once chosen, the search box after Change.
          setFocusTarget({ id: ids.to });
        }}
      />
      {from && <FundSwitchTiming fund={from.fund} site={site} />}
      <Button type="submit">{t('fundSwitch.form.review')}</Button>
    </form>
  );
}

/** One fund held, as a choice: its name, the units held (and held back) and what they are worth. */
function HoldingChoice({
  id,
  name,
  holding,
  checked,
  site,
  onChoose,
}: {
  id: string;
  name: string;
  holding: FundHolding;
  checked: boolean;
  site: SiteId;
  onChoose(): void;
}) {
  const { t } = useTranslation('portfolio');
  const { position } = holding;
  const value =
    position.marketValueInAccountCurrency !== null
      ? formatMoney(position.marketValueInAccountCurrency, position.accountCurrency, site)
      : position.marketValue !== null
        ? formatMoney(position.marketValue, position.currency, site)
        : null;
  const units = formatUnits(position.volume, site);
  return (
    <div className="fund-switch-holding">
      <input id={id} type="radio" name={name} checked={checked} onChange={onChoose} />
      <label htmlFor={id}>
        <span className="fund-switch-holding-name">{holding.fund.name}</span>
        <span className="fund-switch-holding-facts">
          {value
            ? t('fundSwitch.form.heldWorth', { units, value, count: position.volume })
            : t('fundSwitch.form.held', { units, count: position.volume })}
          {position.reservedVolume > 0 &&
            ` ${t('fundSwitch.form.heldBack', { reserved: formatUnits(position.reservedVolume, site) })}`}
        </span>
      </label>
    </div>
  );
}

/** The switch in words before it is sent: its heading takes focus, as the form it replaces has gone. */
function FundSwitchSummary({
  account,
  from,
  to,
  draft,
  site,
  busy,
  error,
  onConfirm,
  onChange,
}: {
  account: Account;
  from: FundHolding;
  to: ChosenFund;
  draft: FundSwitchDraft;
  site: SiteId;
  busy: boolean;
  error: { key: number; text: string } | null;
  onConfirm(): void;
  onChange(): void;
}) {
  const { t } = useTranslation('portfolio');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusOn(heading.current);
  }, []);
  const sale = draft.all
    ? t('fundSwitch.review.sellAll', { name: from.fund.name, units: formatUnits(from.sellable, site) })
    : t('fundSwitch.review.sellUnits', {
        name: from.fund.name,
        units: formatUnits(normalizeDecimal(draft.units), site),
        count: Number(normalizeDecimal(draft.units)),
      });
  return (
    <div className="fund-switch-summary">
      <h3 ref={heading} tabIndex={-1}>
        {t('fundSwitch.review.title')}
      </h3>
      <dl className="order-summary fund-switch-facts">
        <div>
          <dt>{t('fundSwitch.review.account')}</dt>
          <dd>{account.alias ?? account.accountNumber}</dd>
        </div>
        <div>
          <dt>{t('fundSwitch.review.sell')}</dt>
          <dd data-testid="fund-switch-sale">{sale}</dd>
        </div>
        <div>
          <dt>{t('fundSwitch.review.buy')}</dt>
          <dd data-testid="fund-switch-purchase">{t('fundSwitch.review.buyWith', { name: to.name })}</dd>
        </div>
      </dl>
      <FundSwitchTiming fund={from.fund} site={site} />
      {error && (
        <Alert key={error.key} focus>
          {error.text}
        </Alert>
      )}
      <div className="fund-switch-actions">
        <Button busy={busy} onClick={onConfirm}>
          {t('fundSwitch.review.confirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onChange}>
          {t('fundSwitch.review.change')}
        </Button>
      </div>
    </div>
  );
}

import type { Account, PayoutAccountView, SavingsPlanView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { checkSavingsPlan, fundMinimumAmount, type SavingsPlanSource } from '@havn/domain/broker/index';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { focusOn } from '../../lib/focus.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { accountOption, payoutOption } from '../accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { isRetryable, keyFor, type PendingSubmission } from '../trading/idempotent-submission.ts';
import { normalizeDecimal } from '../trading/order-estimate.ts';
import { AllocationEditor, type DraftAllocation } from './AllocationEditor.tsx';
import { DayOfMonthField } from './DayOfMonthField.tsx';
import { useChangeSavingsPlan, useCreateSavingsPlan } from './queries.ts';
import { useFirstRun } from './use-first-run.ts';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
type Field = 'amount' | 'allocations';

/** The codes that belong under a field rather than at the form. */
const FIELD_OF: Partial<Record<string, Field>> = {
  AMOUNT_TOO_SMALL: 'amount',
  ALLOCATION_NOT_100: 'allocations',
  NOT_A_FUND_OR_ETF: 'allocations',
  INVALID_SAVINGS_PLAN: 'allocations',
  INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT: 'allocations',
};

/**
 * Starting a plan (no `plan`) or changing one: an account (fixed once made), an amount a month from the
 * fund minimum, a day from 1 to 28, paid from cash or by direct debit from a bank account with an
 * active mandate, and the funds and ETFs with their whole percentages. A new plan is sent with one
 * Idempotency-Key per intended plan, the same again on a retry.
 */
export function SavingsPlanForm({
  site,
  accounts,
  sources,
  plan,
  initialAllocations,
  names,
  lastRunMonth = null,
  onSaved,
}: {
  site: SiteId;
  accounts: readonly Account[];
  /** Bank accounts with an active direct-debit mandate. */
  sources: readonly PayoutAccountView[];
  plan?: SavingsPlanView;
  /** A new plan's funds and shares to start from (the fund portfolio guide's mix). */
  initialAllocations?: readonly { instrumentId: number; percent: number }[];
  names?: (id: number) => string;
  /** A changed plan's last run month: its next run comes after it. */
  lastRunMonth?: string | null;
  onSaved(plan: SavingsPlanView): void;
}) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const create = useCreateSavingsPlan();
  const change = useChangeSavingsPlan();
  const mutation = plan ? change : create;
  const [accid, setAccid] = useState(plan?.accid ?? accounts[0]?.accid ?? '');
  const [amount, setAmount] = useState(plan?.amount ?? '');
  const [day, setDay] = useState(plan?.dayOfMonth ?? 25);
  const [source, setSource] = useState<SavingsPlanSource>(plan?.source ?? 'CASH');
  const [payoutId, setPayoutId] = useState(plan?.payoutAccountId ?? '');
  const [allocations, setAllocations] = useState<DraftAllocation[]>(
    (plan?.allocations ?? initialAllocations ?? []).map((a) => ({
      instrumentId: a.instrumentId,
      name: names?.(a.instrumentId) ?? `#${a.instrumentId}`,
      percent: String(a.percent),
    })),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const pending = useRef<PendingSubmission | null>(null);
  const amountId = useId();
  const allocationsId = useId();
  // Focus goes to the field a refusal is about once it shows its message (one request a submit).
  const [focusTarget, setFocusTarget] = useState<{ field: Field } | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.field === 'amount') focusOn(document.getElementById(amountId));
    else focusOn(document.getElementById(allocationsId)?.querySelector('input'));
  }, [focusTarget, amountId, allocationsId]);
  const sourceName = useId();
  const account = accounts.find((a) => a.accid === accid) ?? accounts[0];
  const currency = plan?.currency ?? account?.currency ?? 'EUR';
  const minimum = fundMinimumAmount(currency);
  const firstRun = useFirstRun(currency, day, source, lastRunMonth);
  const from = sources.find((p) => p.id === payoutId) ?? sources[0];

  const focusField = (field: Field) => setFocusTarget({ field });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeDecimal(amount.trim());
    const found: Partial<Record<Field, string>> = {};
    const parsed = allocations.map((a) => ({ instrumentId: a.instrumentId, percent: Number(a.percent) }));
    if (!AMOUNT.test(value)) found.amount = t('form.invalidAmount');
    // Both fields are told at once (the domain's check stops at the first problem); the server decides.
    else if (Number(value) < Number(minimum)) {
      found.amount = t('form.tooSmall', { minimum: formatMoney(minimum, currency, site) });
    }
    const problem = checkSavingsPlan({ amount: minimum, allocations: parsed }, currency);
    if (allocations.length === 0) found.allocations = t('form.noAllocations');
    else if (problem) found.allocations = errorMessage(new ApiError(422, problem.code, problem.code));
    setErrors(found);
    if (found.amount || found.allocations) {
      focusField(found.amount ? 'amount' : 'allocations');
      return;
    }
    if (source === 'DIRECT_DEBIT' && !from) return;
    const onError = (error: unknown) => {
      // A definite answer (refused, invalid): the next attempt is a new plan with a new key.
      if (!isRetryable(error)) pending.current = null;
      const field = error instanceof ApiError ? FIELD_OF[error.code] : undefined;
      if (field) {
        const message =
          error instanceof ApiError && error.code === 'AMOUNT_TOO_SMALL'
            ? t('form.tooSmall', { minimum: formatMoney(minimum, currency, site) })
            : errorMessage(error);
        setErrors({ [field]: message });
        focusField(field);
      }
    };
    const onSuccess = (saved: SavingsPlanView) => {
      pending.current = null;
      onSaved(saved);
    };
    if (plan) {
      change.mutate(
        { id: plan.id, body: { amount: value, dayOfMonth: day, allocations: parsed } },
        { onSuccess, onError },
      );
      return;
    }
    const body = {
      accid: account!.accid,
      amount: value,
      dayOfMonth: day,
      source,
      allocations: parsed,
      ...(source === 'DIRECT_DEBIT' && from ? { payoutAccountId: from.id } : {}),
    };
    const { key } = keyFor(pending, JSON.stringify(body));
    create.mutate({ idempotencyKey: key, body }, { onSuccess, onError });
  };

  const formError =
    mutation.isError &&
    !(mutation.error instanceof ApiError && FIELD_OF[mutation.error.code] !== undefined) &&
    errorMessage(mutation.error);

  return (
    <form className="savings-form" onSubmit={submit} noValidate>
      {plan ? (
        <p>
          {t('form.accountFixed', {
            account: account ? accountOption(account, typeName).label : plan.accid,
          })}
        </p>
      ) : (
        <SelectField
          label={t('form.account')}
          value={account?.accid ?? ''}
          onChange={(event) => setAccid(event.target.value)}
          options={accounts.map((a) => accountOption(a, typeName))}
        />
      )}
      <TextField
        id={amountId}
        label={t('form.amount', { currency })}
        hint={t('form.amountHint', { minimum: formatMoney(minimum, currency, site) })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <DayOfMonthField value={day} source={source} onChange={setDay} />
      {plan ? (
        <p>
          {plan.source === 'CASH'
            ? t('plan.source.CASH')
            : t('plan.source.DIRECT_DEBIT', {
                bank: sources.find((p) => p.id === plan.payoutAccountId)?.display ?? '',
              })}
        </p>
      ) : (
        <fieldset className="savings-source">
          <legend>{t('form.source')}</legend>
          {(['CASH', 'DIRECT_DEBIT'] as const).map((option) => (
            <label key={option} className="radio">
              <input
                type="radio"
                name={sourceName}
                value={option}
                checked={source === option}
                onChange={() => setSource(option)}
              />{' '}
              {t(`form.sourceOption.${option}`)}
            </label>
          ))}
          {source === 'DIRECT_DEBIT' &&
            (from ? (
              <SelectField
                label={t('form.bank')}
                value={from.id}
                onChange={(event) => setPayoutId(event.target.value)}
                options={sources.map(payoutOption)}
              />
            ) : (
              <Alert tone="info">
                {t('form.noMandate')} <Link to={pagePath('autogiro', site)}>{t('form.setUpMandate')}</Link>
              </Alert>
            ))}
        </fieldset>
      )}
      <AllocationEditor
        id={allocationsId}
        value={allocations}
        onChange={setAllocations}
        error={errors.allocations}
      />
      <p className="savings-first-run" aria-live="polite">
        {firstRun
          ? t(plan ? 'form.nextRun' : 'form.firstRun', { date: formatDay(firstRun, site) })
          : '\u00a0'}
      </p>
      {formError && <Alert focus>{formError}</Alert>}
      <Button type="submit" busy={mutation.isPending} disabled={source === 'DIRECT_DEBIT' && !from && !plan}>
        {plan ? t('form.save') : t('form.submit')}
      </Button>
    </form>
  );
}

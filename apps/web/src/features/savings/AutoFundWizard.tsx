import type { Account, PayoutAccountView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { checkSavingsPlan, fundMinimumAmount } from '@havn/domain/broker/index';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { Link, useNavigate } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { accountOption, payoutOption } from '../accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { isRetryable } from '../trading/idempotent-submission.ts';
import { normalizeDecimal } from '../trading/order-estimate.ts';
import { AllocationEditor } from './AllocationEditor.tsx';
import {
  AUTO_FUND_STEPS,
  type AutoFundStep,
  missingStepBefore,
  useAutoFundDraft,
} from './auto-fund-draft.ts';
import { DayOfMonthField } from './DayOfMonthField.tsx';
import { useCreateSavingsPlan } from './queries.ts';
import { useFirstRun } from './use-first-run.ts';
import { PlanSummaryFacts, WizardFoot } from './WizardParts.tsx';

/**
 * The auto-fund wizard: the one-form plan asked a step a page (amount, disclaimer, plan, account,
 * external account, day of the month, summary), its answers kept for the tab's session. Each page
 * checks its own answer before the next; the summary sends the plan with one Idempotency-Key.
 */
export function AutoFundWizard({
  step,
  site,
  accounts,
  sources,
}: {
  step: AutoFundStep;
  site: SiteId;
  accounts: readonly Account[];
  sources: readonly PayoutAccountView[];
}) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const create = useCreateSavingsPlan();
  const [draft, update] = useAutoFundDraft();
  const [error, setError] = useState<string | undefined>(undefined);
  const [created, setCreated] = useState<{ date: string | null } | null>(null);
  const dayId = useId();
  const index = AUTO_FUND_STEPS.indexOf(step);
  const account = accounts.find((a) => a.accid === draft.accid) ?? accounts[0];
  const currency = account?.currency ?? 'EUR';
  const minimum = fundMinimumAmount(currency);
  const from = sources.find((p) => p.id === draft.payoutAccountId);
  const firstRun = useFirstRun(currency, draft.dayOfMonth, draft.source);
  const stepPath = (s: AutoFundStep) => pagePath('monthly-savings-auto-fund', site, { step: s });
  const missing = missingStepBefore(draft, step);

  if (created) {
    return (
      <Alert tone="success" focus>
        {t('form.created', { date: created.date ? formatDay(created.date, site) : '' })}{' '}
        <Link to={pagePath('monthly-savings', site)}>{t('form.toList')}</Link>
      </Alert>
    );
  }
  if (missing) {
    return (
      <p>
        {t('wizard.missing')} <Link to={stepPath(missing)}>{t(`wizard.steps.${missing}`)}</Link>
      </p>
    );
  }

  const next = (event: FormEvent) => {
    event.preventDefault();
    let problem: string | undefined;
    if (step === 'amount') {
      const value = normalizeDecimal(draft.amount.trim());
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) problem = t('form.invalidAmount');
      else update({ amount: value });
    } else if (step === 'disclaimer' && !draft.accepted) problem = t('wizard.mustAccept');
    else if (step === 'plan') {
      const parsed = draft.allocations.map((a) => ({
        instrumentId: a.instrumentId,
        percent: Number(a.percent),
      }));
      const check = checkSavingsPlan({ amount: minimum, allocations: parsed }, currency);
      if (draft.allocations.length === 0) problem = t('form.noAllocations');
      else if (check) problem = errorMessage(new ApiError(422, check.code, check.code));
    } else if (step === 'account') {
      if (!draft.accid && account) update({ accid: account.accid });
      if (Number(draft.amount) < Number(minimum)) {
        problem = t('form.tooSmall', { minimum: formatMoney(minimum, currency, site) });
      }
    } else if (step === 'external-account' && draft.source === 'DIRECT_DEBIT') {
      if (!from && sources[0]) update({ payoutAccountId: sources[0].id });
      if (!sources[0]) problem = t('form.noMandate');
    }
    setError(problem);
    if (problem) return;
    const following = AUTO_FUND_STEPS[index + 1];
    if (following) navigate(stepPath(following));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = draft.key || crypto.randomUUID();
    if (key !== draft.key) update({ key });
    const body = {
      accid: account!.accid,
      amount: draft.amount,
      dayOfMonth: draft.dayOfMonth,
      source: draft.source,
      allocations: draft.allocations.map((a) => ({
        instrumentId: a.instrumentId,
        percent: Number(a.percent),
      })),
      ...(draft.source === 'DIRECT_DEBIT' && from ? { payoutAccountId: from.id } : {}),
    };
    create.mutate(
      { idempotencyKey: key, body },
      {
        onSuccess: (plan) => {
          update(null);
          setCreated({ date: plan.nextRunDate });
        },
        // A definite refusal: the next attempt is a new plan with a new key.
        onError: (failure) => {
          if (!isRetryable(failure)) update({ key: '' });
        },
      },
    );
  };

  let fields = null;
  if (step === 'amount') {
    fields = (
      <TextField
        label={t('form.amount', { currency })}
        hint={t('form.amountHint', { minimum: formatMoney(minimum, currency, site) })}
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        onChange={(event) => update({ amount: event.target.value })}
        error={error}
      />
    );
  } else if (step === 'disclaimer') {
    fields = (
      <>
        <p>{t('wizard.disclaimer')}</p>
        <label className="radio">
          <input
            type="checkbox"
            checked={draft.accepted}
            onChange={(event) => update({ accepted: event.target.checked })}
          />{' '}
          {t('wizard.accept')}
        </label>
      </>
    );
  } else if (step === 'plan') {
    fields = (
      <AllocationEditor
        id={`${dayId}-plan`}
        value={draft.allocations}
        onChange={(allocations) => update({ allocations })}
        error={error}
      />
    );
  } else if (step === 'account') {
    fields = (
      <SelectField
        label={t('form.account')}
        value={account?.accid ?? ''}
        onChange={(event) => update({ accid: event.target.value })}
        options={accounts.map((a) => accountOption(a, typeName))}
      />
    );
  } else if (step === 'external-account') {
    fields = (
      <fieldset className="savings-source">
        <legend>{t('form.source')}</legend>
        {(['CASH', 'DIRECT_DEBIT'] as const).map((option) => (
          <label key={option} className="radio">
            <input
              type="radio"
              name={`${dayId}-source`}
              checked={draft.source === option}
              onChange={() => update({ source: option })}
            />{' '}
            {t(`form.sourceOption.${option}`)}
          </label>
        ))}
        {draft.source === 'DIRECT_DEBIT' &&
          (sources.length > 0 ? (
            <SelectField
              label={t('form.bank')}
              value={from?.id ?? sources[0]!.id}
              onChange={(event) => update({ payoutAccountId: event.target.value })}
              options={sources.map(payoutOption)}
            />
          ) : (
            <Alert tone="info">
              {t('form.noMandate')} <Link to={pagePath('autogiro', site)}>{t('form.setUpMandate')}</Link>
            </Alert>
          ))}
      </fieldset>
    );
  } else if (step === 'day-of-month') {
    fields = (
      <DayOfMonthField
        value={draft.dayOfMonth}
        source={draft.source}
        onChange={(dayOfMonth) => update({ dayOfMonth })}
      />
    );
  } else {
    fields = (
      <PlanSummaryFacts
        account={account ? accountOption(account, typeName).label : ''}
        amount={draft.amount}
        currency={currency}
        dayOfMonth={draft.dayOfMonth}
        paidBy={
          draft.source === 'CASH'
            ? t('plan.source.CASH')
            : t('plan.source.DIRECT_DEBIT', { bank: from?.display ?? '' })
        }
        allocations={draft.allocations}
        site={site}
      />
    );
  }

  const previous = AUTO_FUND_STEPS[index - 1];
  return (
    <form className="savings-form" onSubmit={step === 'summary' ? submit : next} noValidate>
      <h2>
        {t('wizard.stepOf', { n: index + 1, of: AUTO_FUND_STEPS.length, name: t(`wizard.steps.${step}`) })}
      </h2>
      {fields}
      {step !== 'amount' && step !== 'plan' && error && <Alert focus>{error}</Alert>}
      <WizardFoot
        firstRun={step === 'day-of-month' || step === 'summary' ? firstRun : null}
        site={site}
        failure={create.isError ? errorMessage(create.error) : null}
        back={
          previous && (
            <Link className="btn btn-secondary" to={stepPath(previous)}>
              {t('wizard.back')}
            </Link>
          )
        }
        busy={create.isPending}
        last={step === 'summary'}
      />
    </form>
  );
}

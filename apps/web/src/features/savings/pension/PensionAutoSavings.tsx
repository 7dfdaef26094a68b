import type { Account, PayoutAccountView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { checkSavingsPlan, fundMinimumAmount, isRiskLevel } from '@havn/domain/broker/index';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { Link, useNavigate, useSearchParams } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useRiskProfileQuery } from '../../accounts-and-money/account-queries.ts';
import { accountOption, payoutOption } from '../../accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { isRetryable } from '../../trading/idempotent-submission.ts';
import { normalizeDecimal } from '../../trading/order-estimate.ts';
import { AllocationEditor } from '../AllocationEditor.tsx';
import { DayOfMonthField } from '../DayOfMonthField.tsx';
import { useCreateSavingsPlan, useFundPortfolioGuide } from '../queries.ts';
import { RiskLevelPicker } from '../RiskLevelPicker.tsx';
import { useFirstRun } from '../use-first-run.ts';
import { PlanSummaryFacts, WizardFoot } from '../WizardParts.tsx';
import {
  AMOUNT_PATTERN,
  missingAutoStep,
  PENSION_AUTO_SAVINGS_STEPS,
  type PensionAutoStep,
  runsLeftThisYear,
  takesOwnMoney,
  todayUtc,
  usePensionAutoDraft,
} from './pension-savings-draft.ts';
import { movingToStep, StepFrame, StepLink } from './StepFrame.tsx';

/**
 * Monthly saving into a pension account, a step a page (the route's {step}): the account (a pension
 * the customer pays into themselves), the amount beside this year's room (a plan that would pass the
 * cap in the months left is flagged: the server refuses each run past it), the risk level (the risk
 * profile's by default), the funds (the fund portfolio guide's mix for that level, to change), the
 * bank account the direct debit collects from, the day, and the summary, sent with one Idempotency-Key.
 */
export function PensionAutoSavings({
  step,
  site,
  accounts,
  sources,
}: {
  step: PensionAutoStep;
  site: SiteId;
  accounts: readonly Account[];
  sources: readonly PayoutAccountView[];
}) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const create = useCreateSavingsPlan();
  const profile = useRiskProfileQuery();
  const [draft, update] = usePensionAutoDraft();
  const [error, setError] = useState<string | undefined>(undefined);
  const [created, setCreated] = useState<{ date: string | null } | null>(null);
  const fieldId = useId();
  const index = PENSION_AUTO_SAVINGS_STEPS.indexOf(step);
  const pensions = accounts.filter(takesOwnMoney);
  const asked = search.get('account');
  const account =
    pensions.find((a) => a.accid === draft.accid) ?? pensions.find((a) => a.accid === asked) ?? pensions[0];
  const currency = account?.currency ?? 'SEK';
  const minimum = fundMinimumAmount(currency);
  const from = sources.find((p) => p.id === draft.payoutAccountId) ?? sources[0];
  const profileLevel = profile.data?.riskLevel ?? null;
  const level = draft.riskLevel ?? (profileLevel !== null && isRiskLevel(profileLevel) ? profileLevel : null);
  const guide = useFundPortfolioGuide(step === 'fund' ? level : null);
  const firstRun = useFirstRun(currency, draft.dayOfMonth, 'DIRECT_DEBIT');
  const stepPath = (s: PensionAutoStep) => pagePath('pension-savings-auto', site, { step: s });
  const missing = missingAutoStep(draft, step);
  const money = (amount: string | number) => formatMoney(String(amount), currency, site);

  // Come from a pension account just opened (`?account=`): that account is the one chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per account asked for
  useEffect(() => {
    if (asked && asked !== draft.accid && pensions.some((a) => a.accid === asked)) update({ accid: asked });
  }, [asked]);

  // The guide's mix for the level chosen fills the funds, once a level (a new level fills anew).
  useEffect(() => {
    if (step !== 'fund' || !guide.data || draft.filledFor === guide.data.riskLevel) return;
    update({
      filledFor: guide.data.riskLevel,
      allocations: guide.data.allocations.map((a) => ({
        instrumentId: a.instrumentId,
        name: a.name,
        percent: String(a.percent),
      })),
    });
  }, [step, guide.data, draft.filledFor, update]);

  if (created) {
    return (
      <Alert tone="success" focus>
        {t('pension.auto.created', {
          name: account ? accountOption(account, typeName).label : '',
          date: created.date ? formatDay(created.date, site) : '',
        })}{' '}
        <Link to={pagePath('monthly-savings', site)}>{t('form.toList')}</Link>
      </Alert>
    );
  }

  let body: React.ReactNode = null;
  if (pensions.length === 0) {
    body = (
      <p>
        {t('pension.auto.noAccount')}{' '}
        <Link to={pagePath('pension-savings-new', site, { step: 'start' })}>{t('pension.auto.openOne')}</Link>
      </p>
    );
  } else if (missing) {
    body = (
      <p>
        {t('wizard.missing')} <StepLink to={stepPath(missing)}>{t(`pension.auto.steps.${missing}`)}</StepLink>
      </p>
    );
  }
  if (body) {
    return (
      <StepFrame
        index={index}
        count={PENSION_AUTO_SAVINGS_STEPS.length}
        name={t(`pension.auto.steps.${step}`)}
      >
        {body}
      </StepFrame>
    );
  }

  const room = account?.depositRoom ?? null;
  const amountValue = normalizeDecimal(draft.amount.trim());
  const runsLeft = runsLeftThisYear(todayUtc(), draft.dayOfMonth);
  const overCap =
    room !== null && AMOUNT_PATTERN.test(amountValue) && Number(amountValue) * runsLeft > Number(room);

  const next = (event: FormEvent) => {
    event.preventDefault();
    let problem: string | undefined;
    if (step === 'account') {
      if (account && draft.accid !== account.accid) update({ accid: account.accid });
    } else if (step === 'amount') {
      if (!AMOUNT_PATTERN.test(amountValue)) problem = t('form.invalidAmount');
      else if (Number(amountValue) < Number(minimum)) {
        problem = t('form.tooSmall', { minimum: money(minimum) });
      } else update({ amount: amountValue });
    } else if (step === 'risk') {
      if (level === null) problem = t('pension.auto.riskRequired');
      else if (draft.riskLevel !== level) update({ riskLevel: level });
    } else if (step === 'fund') {
      const parsed = draft.allocations.map((a) => ({
        instrumentId: a.instrumentId,
        percent: Number(a.percent),
      }));
      const check = checkSavingsPlan({ amount: minimum, allocations: parsed }, currency);
      if (draft.allocations.length === 0) problem = t('form.noAllocations');
      else if (check) problem = errorMessage(new ApiError(422, check.code, check.code));
    } else if (step === 'bank-account') {
      if (!from) problem = t('pension.auto.noBank');
      else if (draft.payoutAccountId !== from.id) update({ payoutAccountId: from.id });
    }
    setError(problem);
    if (problem) return;
    const following = PENSION_AUTO_SAVINGS_STEPS[index + 1];
    if (following) {
      movingToStep();
      navigate(stepPath(following));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account || !from) return;
    const key = draft.key || crypto.randomUUID();
    if (key !== draft.key) update({ key });
    create.mutate(
      {
        idempotencyKey: key,
        body: {
          accid: account.accid,
          amount: draft.amount,
          dayOfMonth: draft.dayOfMonth,
          source: 'DIRECT_DEBIT',
          payoutAccountId: from.id,
          allocations: draft.allocations.map((a) => ({
            instrumentId: a.instrumentId,
            percent: Number(a.percent),
          })),
        },
      },
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

  let fields: React.ReactNode = null;
  if (step === 'account') {
    fields = (
      <>
        <SelectField
          label={t('pension.auto.account')}
          value={account?.accid ?? ''}
          onChange={(event) => update({ accid: event.target.value })}
          options={pensions.map((a) => accountOption(a, typeName))}
        />
        <p className="muted">
          {t('pension.auto.accountHint')}{' '}
          <Link to={pagePath('pension-savings-new', site, { step: 'start' })}>
            {t('pension.auto.openAnother')}
          </Link>
        </p>
      </>
    );
  } else if (step === 'amount') {
    fields = (
      <>
        <TextField
          label={t('form.amount', { currency })}
          hint={
            room === null
              ? t('form.amountHint', { minimum: money(minimum) })
              : t('pension.auto.amountHint', { minimum: money(minimum), room: money(room) })
          }
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          onChange={(event) => update({ amount: event.target.value })}
          error={error}
        />
        {overCap && room !== null && (
          <Alert tone="info">
            {Number(room) <= 0
              ? t('pension.auto.capReached')
              : t('pension.auto.overCap', {
                  count: runsLeft,
                  total: money((Number(amountValue) * runsLeft).toFixed(2)),
                  room: money(room),
                })}
          </Alert>
        )}
      </>
    );
  } else if (step === 'risk') {
    fields = (
      <>
        {profileLevel === null && (
          <p className="muted">
            {t('guide.noProfile')}{' '}
            <Link to={pagePath('settings-risk-profile', site)}>{t('guide.answerProfile')}</Link>
          </p>
        )}
        <RiskLevelPicker
          value={level !== null && isRiskLevel(level) ? level : null}
          profileLevel={profileLevel}
          onChange={(chosen) => {
            setError(undefined);
            update({ riskLevel: chosen });
          }}
        />
      </>
    );
  } else if (step === 'fund') {
    fields = (
      <>
        <p>{t('pension.auto.fundIntro', { level: level ?? '' })}</p>
        {guide.isPending && draft.filledFor !== level && <Spinner />}
        {guide.isError && (
          <Alert>
            {errorMessage(guide.error)}{' '}
            <Button variant="link" onClick={() => void guide.refetch()}>
              {t('pension.tryAgain')}
            </Button>
          </Alert>
        )}
        {guide.data && guide.data.allocations.length === 0 && <p>{t('guide.none')}</p>}
        <AllocationEditor
          id={`${fieldId}-funds`}
          value={draft.allocations}
          onChange={(allocations) => update({ allocations })}
          error={error}
        />
      </>
    );
  } else if (step === 'bank-account') {
    fields =
      sources.length > 0 ? (
        <>
          <SelectField
            label={t('form.bank')}
            value={from?.id ?? ''}
            onChange={(event) => update({ payoutAccountId: event.target.value })}
            options={sources.map(payoutOption)}
          />
          <p className="muted">{t('pension.auto.bankHint')}</p>
        </>
      ) : (
        <Alert tone="info">
          {t('pension.auto.noBank')}
          <ul className="pension-savings-links">
            <li>
              <Link to={pagePath('pre-register', site)}>{t('pension.auto.preRegister')}</Link>
            </li>
            <li>
              <Link to={pagePath('autogiro', site)}>{t('form.setUpMandate')}</Link>
            </li>
          </ul>
        </Alert>
      );
  } else if (step === 'date') {
    fields = (
      <DayOfMonthField
        value={draft.dayOfMonth}
        source="DIRECT_DEBIT"
        onChange={(dayOfMonth) => update({ dayOfMonth })}
      />
    );
  } else {
    fields = (
      <>
        <PlanSummaryFacts
          account={account ? accountOption(account, typeName).label : ''}
          amount={draft.amount}
          currency={currency}
          dayOfMonth={draft.dayOfMonth}
          paidBy={t('plan.source.DIRECT_DEBIT', { bank: from?.display ?? '' })}
          allocations={draft.allocations}
          site={site}
        >
          <dt>{t('pension.auto.riskLevel')}</dt>
          <dd>
            {draft.riskLevel !== null && isRiskLevel(draft.riskLevel)
              ? `${draft.riskLevel} · ${t(`guide.level.${draft.riskLevel}.name`)}`
              : ''}
          </dd>
          {room !== null && (
            <>
              <dt>{t('pension.auto.roomLeft')}</dt>
              <dd>{money(room)}</dd>
            </>
          )}
        </PlanSummaryFacts>
        {overCap && <p>{t('pension.auto.capNote')}</p>}
      </>
    );
  }

  const previous = PENSION_AUTO_SAVINGS_STEPS[index - 1];
  return (
    <StepFrame index={index} count={PENSION_AUTO_SAVINGS_STEPS.length} name={t(`pension.auto.steps.${step}`)}>
      <form className="savings-form" onSubmit={step === 'summary' ? submit : next} noValidate>
        {fields}
        {step !== 'amount' && step !== 'fund' && error && <Alert focus>{error}</Alert>}
        <WizardFoot
          firstRun={step === 'date' || step === 'summary' ? firstRun : null}
          site={site}
          failure={create.isError ? errorMessage(create.error) : null}
          back={
            previous && (
              <StepLink className="btn btn-secondary" to={stepPath(previous)}>
                {t('wizard.back')}
              </StepLink>
            )
          }
          busy={create.isPending}
          last={step === 'summary'}
        />
      </form>
    </StepFrame>
  );
}

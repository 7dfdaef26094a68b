import type { SiteId } from '@havn/domain';
import { EMPLOYMENT_TYPES, MORTGAGE_PROPERTY_TYPES } from '@havn/domain/credit/index';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { wholeAmount } from '../amount-input.ts';
import { MortgageFigures } from '../MortgageFigures.tsx';
import { useMortgageIndication } from '../queries.ts';
import type { ApplicationDraft, ProblemKey } from './application-draft.ts';

export interface StepProps {
  draft: ApplicationDraft;
  update(change: Partial<ApplicationDraft>): void;
  /** The step's problems once the customer has tried to go on (catalog keys by field). */
  problems: Record<string, ProblemKey>;
  site: SiteId;
  next(): void;
  back: (() => void) | null;
}

/** The step's form: its fields, then Back and Continue (Continue checks the step first). */
export function StepForm({
  children,
  next,
  back,
  label,
}: {
  children: ReactNode;
  next(): void;
  back: (() => void) | null;
  label?: string;
}) {
  const { t } = useTranslation('credit');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    next();
  };
  return (
    <form onSubmit={submit} noValidate className="credit-form">
      {children}
      <div className="credit-actions">
        {back && (
          <Button type="button" variant="secondary" onClick={back}>
            {t('application.back')}
          </Button>
        )}
        <Button type="submit">{label ?? t('application.next')}</Button>
      </div>
    </form>
  );
}

function useField(props: StepProps) {
  const { t } = useTranslation('credit');
  return (
    field: keyof ApplicationDraft,
    label: string,
    extra: { hint?: string; amount?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      label={label}
      value={String(props.draft[field])}
      onChange={(e) => props.update({ [field]: e.target.value })}
      error={props.problems[field] ? t(props.problems[field]!) : undefined}
      inputMode={extra.amount ? 'numeric' : undefined}
      autoComplete={extra.autoComplete ?? 'off'}
      hint={extra.hint}
    />
  );
}

export function PropertyStep(props: StepProps) {
  const { t } = useTranslation('credit');
  const field = useField(props);
  return (
    <StepForm next={props.next} back={props.back}>
      <SelectField
        label={t('application.property.type')}
        value={props.draft.propertyType}
        onChange={(e) => props.update({ propertyType: e.target.value as ApplicationDraft['propertyType'] })}
        options={MORTGAGE_PROPERTY_TYPES.map((type) => ({
          value: type,
          label: t(`application.propertyType.${type}`),
        }))}
      />
      {field('propertyValue', t('application.property.value'), {
        amount: true,
        hint: t('application.property.valueHint'),
      })}
      {field('address', t('application.property.address'), { autoComplete: 'street-address' })}
      {field('postalCode', t('application.property.postalCode'), { autoComplete: 'postal-code' })}
    </StepForm>
  );
}

export function LoanStep(props: StepProps) {
  const { t } = useTranslation('credit');
  const errorMessage = useErrorMessage();
  const field = useField(props);
  const indication = useMortgageIndication(
    wholeAmount(props.draft.propertyValue),
    wholeAmount(props.draft.loanAmount),
  );
  return (
    <StepForm next={props.next} back={props.back}>
      {field('loanAmount', t('application.loan.amount'), {
        amount: true,
        hint: t('mortgage.calculator.loanHint'),
      })}
      <div aria-live="polite">
        {indication.error instanceof ApiError ? (
          <Alert tone="info">{errorMessage(indication.error)}</Alert>
        ) : indication.data ? (
          <MortgageFigures indication={indication.data} site={props.site} />
        ) : null}
      </div>
    </StepForm>
  );
}

export function HouseholdStep(props: StepProps) {
  const { t } = useTranslation('credit');
  const field = useField(props);
  const employment = (key: 'employment' | 'coEmployment') => (
    <SelectField
      label={t('application.household.employment')}
      value={props.draft[key]}
      onChange={(e) => props.update({ [key]: e.target.value as ApplicationDraft['employment'] })}
      options={EMPLOYMENT_TYPES.map((type) => ({
        value: type,
        label: t(`application.employmentType.${type}`),
      }))}
    />
  );
  return (
    <StepForm next={props.next} back={props.back}>
      <fieldset className="credit-group">
        <legend>{t('application.household.you')}</legend>
        {field('monthlyIncome', t('application.household.income'), {
          amount: true,
          hint: t('application.household.incomeHint'),
        })}
        {employment('employment')}
        {field('otherDebts', t('application.household.debts'), {
          amount: true,
          hint: t('application.household.debtsHint'),
        })}
      </fieldset>
      {field('children', t('application.household.children'), { amount: true })}
      <label className="credit-check">
        <input
          type="checkbox"
          checked={props.draft.hasCoApplicant}
          onChange={(e) => props.update({ hasCoApplicant: e.target.checked })}
        />{' '}
        {t('application.household.withCoApplicant')}
      </label>
      {props.draft.hasCoApplicant && (
        <fieldset className="credit-group">
          <legend>{t('application.household.coApplicant')}</legend>
          {field('coName', t('application.household.coName'))}
          {field('coPersonalNumber', t('application.household.coPersonalNumber'), {
            hint: t('application.household.coPersonalNumberHint'),
          })}
          {field('coMonthlyIncome', t('application.household.income'), { amount: true })}
          {employment('coEmployment')}
          {field('coOtherDebts', t('application.household.debts'), { amount: true })}
        </fieldset>
      )}
    </StepForm>
  );
}

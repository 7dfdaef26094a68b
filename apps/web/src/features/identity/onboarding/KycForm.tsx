import {
  type AccountType,
  DEPOSIT_BANDS,
  INCOME_BANDS,
  type KycAnswers,
  type KycFieldProblem,
  kycProblems,
  OCCUPATIONS,
  PEP_RELATIONS,
  PEP_ROLES,
  PURPOSES,
  SOURCES_OF_FUNDS,
} from '@havn/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { focusOn } from '../../../lib/focus.ts';
import { CountryList, useCountryName } from './CountryList.tsx';
import './KycForm.css';

export function blankAnswers(residence: string): KycAnswers {
  return {
    citizenships: [residence],
    taxResidencies: [{ country: residence }],
    usPerson: false,
    pep: { isPep: false },
    occupation: 'EMPLOYED',
    annualIncome: 'FROM_25K_TO_50K',
    sourceOfFunds: [],
    purposes: [],
    expectedYearlyDeposits: 'UNDER_10K',
  };
}

function YesNo({
  name,
  legend,
  hint,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  hint: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  return (
    <fieldset className="kyc-group" aria-describedby={`${id}-hint`}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <div className="kyc-choices kyc-choices-inline">
        {[true, false].map((option) => (
          <label key={String(option)} className="kyc-choice">
            <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
            {option ? t('kyc.yes') : t('kyc.no')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Checkboxes<T extends string>({
  legend,
  options,
  labels,
  values,
  error,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  values: T[];
  error?: string | undefined;
  onChange: (values: T[]) => void;
}) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  return (
    <fieldset className="kyc-group" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} data-field>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('kyc.chooseAll')}
      </p>
      <div className="kyc-choices">
        {options.map((option) => (
          <label key={option} className="kyc-choice">
            <input
              type="checkbox"
              checked={values.includes(option)}
              onChange={(event) =>
                onChange(event.target.checked ? [...values, option] : values.filter((v) => v !== option))
              }
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Select<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value as T)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The KYC questionnaire (domain notes §1): citizenships, tax residences with TIN, US person, PEP with
 * the function and whose it is, occupation, income, source of funds, purposes, expected deposits. The
 * domain's `kycProblems` names what is missing before anything is sent; the server checks it again.
 */
export function KycForm({
  residence,
  initial,
  busy,
  submitLabel,
  firstAccount = null,
  onSubmit,
}: {
  residence: string;
  initial: KycAnswers | null;
  busy: boolean;
  submitLabel: string;
  /** The account approval opens: its terms are accepted here, with the answers. */
  firstAccount?: FirstAccount | null;
  onSubmit: (answers: KycAnswers) => void;
}) {
  const { t } = useTranslation('onboarding');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const countryName = useCountryName();
  const [answers, setAnswers] = useState<KycAnswers>(initial ?? blankAnswers(residence));
  const [problems, setProblems] = useState<KycFieldProblem[]>([]);
  const set = <K extends keyof KycAnswers>(key: K, value: KycAnswers[K]) =>
    setAnswers((current) => ({ ...current, [key]: value }));
  const problemOf = (field: string) => {
    const found = problems.find((p) => p.field === field);
    return found ? t(`kyc.problems.${found.problem}`) : undefined;
  };
  const labelsOf = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
    Object.fromEntries(keys.map((key) => [key, label(key)])) as Record<K, string>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = kycProblems(answers, { residence, birthDate: '1900-01-01' });
    setProblems(found);
    const missingTerms = firstAccount !== null && !termsAccepted;
    setTermsMissing(missingTerms);
    if (found.length > 0 || missingTerms) {
      // Focus goes to the first question to fix.
      const form = event.currentTarget;
      requestAnimationFrame(() =>
        focusOn(
          form
            .querySelector<HTMLElement>('[aria-invalid="true"], .field-error')
            ?.closest('fieldset, section')
            ?.querySelector('input, select') ?? null,
        ),
      );
      return;
    }
    onSubmit(answers);
  };

  return (
    <form className="kyc-form" onSubmit={submit} noValidate>
      <CountryList
        legend={t('kyc.citizenships')}
        hint={t('kyc.citizenshipsHint')}
        error={problemOf('citizenships')}
        values={answers.citizenships}
        onAdd={(code) => set('citizenships', [...answers.citizenships, code])}
        onRemove={(code) =>
          set(
            'citizenships',
            answers.citizenships.filter((c) => c !== code),
          )
        }
      />
      <CountryList
        legend={t('kyc.taxResidencies')}
        hint={t('kyc.taxResidenciesHint')}
        error={problemOf('taxResidencies')}
        values={answers.taxResidencies.map((r) => r.country)}
        onAdd={(code) => set('taxResidencies', [...answers.taxResidencies, { country: code }])}
        onRemove={(code) =>
          set(
            'taxResidencies',
            answers.taxResidencies.filter((r) => r.country !== code),
          )
        }
        renderExtra={(code, index) =>
          code === residence ? null : (
            <TextField
              label={t('kyc.tin', { country: countryName(code) })}
              value={answers.taxResidencies[index]?.tin ?? ''}
              aria-invalid={problemOf(`taxResidencies.${index}.tin`) ? true : undefined}
              error={problemOf(`taxResidencies.${index}.tin`)}
              onChange={(event) =>
                set(
                  'taxResidencies',
                  answers.taxResidencies.map((r, i) => (i === index ? { ...r, tin: event.target.value } : r)),
                )
              }
            />
          )
        }
      />
      <YesNo
        name="usPerson"
        legend={t('kyc.usPerson')}
        hint={t('kyc.usPersonHint')}
        value={answers.usPerson}
        onChange={(value) => set('usPerson', value)}
      />
      <YesNo
        name="pep"
        legend={t('kyc.pep')}
        hint={t('kyc.pepHint')}
        value={answers.pep.isPep}
        onChange={(isPep) => set('pep', isPep ? { ...answers.pep, isPep } : { isPep })}
      />
      {answers.pep.isPep && (
        <div className="kyc-pep">
          <Select
            label={t('kyc.pepRole')}
            options={PEP_ROLES}
            labels={labelsOf(PEP_ROLES, (k) => t(`kyc.pepRoles.${k}`))}
            value={answers.pep.role}
            placeholder={t('kyc.choose')}
            onChange={(role) => set('pep', { ...answers.pep, role })}
          />
          <Select
            label={t('kyc.pepRelation')}
            options={PEP_RELATIONS}
            labels={labelsOf(PEP_RELATIONS, (k) => t(`kyc.pepRelations.${k}`))}
            value={answers.pep.relation}
            placeholder={t('kyc.choose')}
            onChange={(relation) => set('pep', { ...answers.pep, relation })}
          />
          {problemOf('pep') && <p className="field-error">{problemOf('pep')}</p>}
        </div>
      )}
      <Select
        label={t('kyc.occupation')}
        options={OCCUPATIONS}
        labels={labelsOf(OCCUPATIONS, (k) => t(`kyc.occupations.${k}`))}
        value={answers.occupation}
        onChange={(value) => set('occupation', value)}
      />
      <Select
        label={t('kyc.income')}
        options={INCOME_BANDS}
        labels={labelsOf(INCOME_BANDS, (k) => t(`kyc.incomes.${k}`))}
        value={answers.annualIncome}
        onChange={(value) => set('annualIncome', value)}
      />
      <Checkboxes
        legend={t('kyc.sourceOfFunds')}
        options={SOURCES_OF_FUNDS}
        labels={labelsOf(SOURCES_OF_FUNDS, (k) => t(`kyc.sources.${k}`))}
        values={answers.sourceOfFunds}
        error={problemOf('sourceOfFunds')}
        onChange={(values) => set('sourceOfFunds', values)}
      />
      <Checkboxes
        legend={t('kyc.purposes')}
        options={PURPOSES}
        labels={labelsOf(PURPOSES, (k) => t(`kyc.purposeOptions.${k}`))}
        values={answers.purposes}
        error={problemOf('purposes')}
        onChange={(values) => set('purposes', values)}
      />
      <Select
        label={t('kyc.deposits')}
        options={DEPOSIT_BANDS}
        labels={labelsOf(DEPOSIT_BANDS, (k) => t(`kyc.depositBands.${k}`))}
        value={answers.expectedYearlyDeposits}
        onChange={(value) => set('expectedYearlyDeposits', value)}
      />
      {firstAccount && (
        <FirstAccountTerms
          account={firstAccount}
          accepted={termsAccepted}
          missing={termsMissing && !termsAccepted}
          onChange={setTermsAccepted}
        />
      )}
      <div className="actions">
        <Button type="submit" busy={busy}>
          {busy ? t('kyc.submitting') : submitLabel}
        </Button>
      </div>
    </form>
  );
}

export interface FirstAccount {
  accountType: AccountType;
  termsVersion: string;
}

/** The first account's key terms and the box that accepts them; the eID sign-in signs the acceptance. */
function FirstAccountTerms({
  account,
  accepted,
  missing,
  onChange,
}: {
  account: FirstAccount;
  accepted: boolean;
  missing: boolean;
  onChange: (accepted: boolean) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { t: common } = useTranslation('common');
  const name = common(`accountTypes.${account.accountType}`);
  return (
    <section className="first-account-terms" aria-labelledby="first-account-title">
      <h2 id="first-account-title">{t('kyc.firstAccount.title', { name })}</h2>
      <p>{t('kyc.firstAccount.text', { name, version: account.termsVersion })}</p>
      <label className="choice">
        <input
          type="checkbox"
          checked={accepted}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'first-account-missing' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('kyc.firstAccount.accept')}</span>
      </label>
      {missing && (
        <p id="first-account-missing" className="field-error">
          {t('kyc.firstAccount.required')}
        </p>
      )}
    </section>
  );
}

import type { Account, AccountTypeView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { Link, useNavigate } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { KeyFacts } from '../../accounts-and-money/AccountOpeningForm.tsx';
import { useAccountTypesQuery, useOpenAccount } from '../../accounts-and-money/account-queries.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { SignatureAlerts, useSignedSubmit } from '../../identity/use-signed-submit.tsx';
import {
  PENSION_NEW_SAVINGS_STEPS,
  type PensionNewStep,
  usePensionNewDraft,
} from './pension-savings-draft.ts';
import { movingToStep, StepFrame, StepLink } from './StepFrame.tsx';
import '../../accounts-and-money/settings.css';

/**
 * Starting new pension saving, a step a page (the route's {step}): what pension saving at Havn is (the
 * pension accounts of the customer's country: who pays in, from what age it pays out, this year's
 * cap, the tax), the account chosen, then its terms accepted and signed with a fresh eID, which opens
 * it. The next step offered is monthly saving into it (employer-paid ones take no money of the
 * customer's own, so they are told what happens instead).
 */
export function PensionNewSavings({ step, site }: { step: PensionNewStep; site: SiteId }) {
  const { t } = useTranslation('savings');
  const errorMessage = useErrorMessage();
  const types = useAccountTypesQuery();
  const [draft, update] = usePensionNewDraft();
  const [opened, setOpened] = useState<{ account: Account; type: AccountTypeView } | null>(null);
  const index = PENSION_NEW_SAVINGS_STEPS.indexOf(step);
  const stepPath = (s: PensionNewStep) => pagePath('pension-savings-new', site, { step: s });

  let body: React.ReactNode;
  if (types.isPending) body = <Spinner />;
  else if (types.isError) {
    body = (
      <Alert>
        {errorMessage(types.error)}{' '}
        <Button variant="link" onClick={() => void types.refetch()}>
          {t('pension.tryAgain')}
        </Button>
      </Alert>
    );
  } else {
    const pensions = types.data.filter((type) => type.taxTreatment === 'PENSION');
    const chosen = pensions.find((type) => type.accountType === draft.accountType && !type.alreadyHeld);
    if (pensions.length === 0) {
      body = (
        <p>
          {t('pension.new.noneHere')}{' '}
          <Link to={pagePath('pension-information', site)}>{t('pension.toInformation')}</Link>
        </p>
      );
    } else if (opened) {
      body = <Opened account={opened.account} type={opened.type} site={site} />;
    } else if (step === 'start') body = <Start pensions={pensions} site={site} next={stepPath('choose')} />;
    else if (step === 'choose') {
      body = <Choose pensions={pensions} draft={draft} update={update} site={site} stepPath={stepPath} />;
    } else if (!chosen) {
      body = (
        <p>
          {t('wizard.missing')} <StepLink to={stepPath('choose')}>{t('pension.new.steps.choose')}</StepLink>
        </p>
      );
    } else {
      body = (
        <Confirm
          type={chosen}
          accepted={draft.accepted}
          onAccept={(accepted) => update({ accepted })}
          site={site}
          back={stepPath('choose')}
          onOpened={(account) => {
            update(null);
            setOpened({ account, type: chosen });
          }}
        />
      );
    }
  }
  return (
    <StepFrame index={index} count={PENSION_NEW_SAVINGS_STEPS.length} name={t(`pension.new.steps.${step}`)}>
      {body}
    </StepFrame>
  );
}

function Start({ pensions, site, next }: { pensions: AccountTypeView[]; site: SiteId; next: string }) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  return (
    <>
      <p>{t('pension.new.intro')}</p>
      <ul className="pension-types">
        {pensions.map((type) => (
          <li key={type.accountType} className="pension-type">
            <h3>{typeName(type.accountType, type.country)}</h3>
            <p className="muted">
              {type.paidInBy === 'EMPLOYER'
                ? t('pension.new.employerPays')
                : type.depositCap
                  ? t('pension.new.youPay')
                  : t('pension.new.youPayNoCap')}
            </p>
            <KeyFacts type={type} site={site} />
          </li>
        ))}
      </ul>
      <p className="muted">{t('pension.new.taxNote')}</p>
      <div className="savings-actions">
        <StepLink className="btn btn-primary" to={next}>
          {t('wizard.next')}
        </StepLink>
      </div>
    </>
  );
}

function Choose({
  pensions,
  draft,
  update,
  site,
  stepPath,
}: {
  pensions: AccountTypeView[];
  draft: { accountType: string };
  update(change: { accountType?: AccountTypeView['accountType']; accepted?: boolean }): void;
  site: SiteId;
  stepPath(step: PensionNewStep): string;
}) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  const navigate = useNavigate();
  const [problem, setProblem] = useState(false);
  const chosen = pensions.find((type) => type.accountType === draft.accountType && !type.alreadyHeld);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(!chosen);
    if (!chosen) return;
    movingToStep();
    navigate(stepPath('confirm'));
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="choice-list">
        <legend>{t('pension.new.chooseLegend')}</legend>
        {pensions.map((type) => (
          <label key={type.accountType} className="choice">
            <input
              type="radio"
              name="pensionType"
              value={type.accountType}
              checked={draft.accountType === type.accountType}
              disabled={type.alreadyHeld}
              onChange={() => {
                setProblem(false);
                update({ accountType: type.accountType, accepted: false });
              }}
            />
            <span>
              <strong>{typeName(type.accountType, type.country)}</strong>
              <br />
              <span className="muted">
                {type.alreadyHeld
                  ? t('pension.new.held')
                  : type.paidInBy === 'EMPLOYER'
                    ? t('pension.new.employerChoice')
                    : t('pension.new.ownChoice', { age: type.payoutAge ?? '' })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {problem && <Alert focus>{t('pension.new.chooseRequired')}</Alert>}
      <div className="savings-actions">
        <StepLink className="btn btn-secondary" to={stepPath('start')}>
          {t('wizard.back')}
        </StepLink>
        <Button type="submit">{t('wizard.next')}</Button>
      </div>
      <p className="muted">
        <Link to={pagePath('pension-information', site)}>{t('pension.toInformation')}</Link>
      </p>
    </form>
  );
}

/**
 * The chosen account's facts and terms, accepted, then signed with a fresh eID (useSignedSubmit): back
 * from a confirmed signature, the same opening is sent again, once, while the terms stay accepted.
 */
function Confirm({
  type,
  accepted,
  onAccept,
  site,
  back,
  onOpened,
}: {
  type: AccountTypeView;
  accepted: boolean;
  onAccept(accepted: boolean): void;
  site: SiteId;
  back: string;
  onOpened(account: Account): void;
}) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState(false);
  const signed = useSignedSubmit({
    mutation: useOpenAccount(),
    variables: () => ({ accountType: type.accountType, termsVersion: type.termsVersion }),
    onDone: onOpened,
    resendOnReturn: accepted,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(!accepted);
    if (accepted) signed.send();
  };
  const name = typeName(type.accountType, type.country);
  return (
    <form onSubmit={submit} noValidate aria-busy={signed.signing}>
      <h3>{name}</h3>
      <KeyFacts type={type} site={site} />
      {type.paidInBy === 'EMPLOYER' && <p>{t('pension.new.employerConfirm')}</p>}
      <p>{t('pension.new.terms', { version: type.termsVersion })}</p>
      <label className="choice">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setProblem(false);
            onAccept(event.target.checked);
          }}
        />
        <span>{t('pension.new.accept', { name })}</span>
      </label>
      {problem && <Alert focus>{t('pension.new.acceptRequired')}</Alert>}
      <SignatureAlerts
        submit={signed}
        cancelled={t('pension.new.signCancelled')}
        failed={t('pension.new.signFailed')}
      />
      {signed.error && <Alert focus>{errorMessage(signed.error)}</Alert>}
      <p className="muted">{t('pension.new.signHint')}</p>
      <div className="savings-actions">
        <StepLink className="btn btn-secondary" to={back}>
          {t('wizard.back')}
        </StepLink>
        <Button type="submit" busy={signed.signing}>
          {t('pension.new.sign')}
        </Button>
      </div>
    </form>
  );
}

/** The account is open: what it is, and the way on (monthly saving into it, unless an employer pays in). */
function Opened({ account, type, site }: { account: Account; type: AccountTypeView; site: SiteId }) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  const name = `${account.alias ?? typeName(account.accountType, account.country)} ${account.accountNumber}`;
  const employer = type.paidInBy === 'EMPLOYER';
  return (
    <>
      <Alert tone="success" focus>
        {t('pension.new.opened', { name })}
      </Alert>
      <p>{employer ? t('pension.new.openedEmployer') : t('pension.new.openedNext')}</p>
      <div className="savings-actions">
        {employer ? (
          <Link className="btn btn-primary" to={pagePath('pension-information', site)}>
            {t('pension.toInformation')}
          </Link>
        ) : (
          <Link
            className="btn btn-primary"
            to={`${pagePath('pension-savings-auto', site, { step: 'account' })}?account=${encodeURIComponent(account.accid)}`}
          >
            {t('pension.new.startMonthly')}
          </Link>
        )}
      </div>
    </>
  );
}

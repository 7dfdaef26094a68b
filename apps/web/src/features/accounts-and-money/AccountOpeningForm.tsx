import type { AccountTypeView } from '@havn/contract/web';
import { accountTypeOf, type SiteId } from '@havn/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useNavigate } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { type OpenAccountRequest, useAccountTypesQuery } from './account-queries.ts';
import './settings.css';
import { useAccountTypeName } from './use-account-type-name.ts';

/** The key facts of an account type, from its rules: currency, tax, cap, what it may hold. */
export function KeyFacts({ type, site }: { type: AccountTypeView; site: SiteId }) {
  const { t } = useTranslation('accounts');
  return (
    <dl className="key-facts">
      <dt>{t('facts.currency')}</dt>
      <dd>{type.currency}</dd>
      <dt>{t('facts.tax')}</dt>
      <dd>{t(`tax.${type.taxTreatment}`)}</dd>
      <dt>{t('facts.holds')}</dt>
      <dd>
        {type.eligibleInstrumentTypes.length === 11
          ? t('facts.holdsAll')
          : type.eligibleInstrumentTypes.map((kind) => t(`instrumentTypes.${kind}`)).join(', ')}
        {type.eligibleCountries && ` ${t('facts.eeaOnly')}`}
      </dd>
      {type.depositCap && (
        <>
          <dt>{t('facts.cap')}</dt>
          <dd>
            {t(`facts.cap${type.depositCap.kind}`, {
              amount: formatMoney(type.depositCap.amount, type.currency, site),
            })}
          </dd>
        </>
      )}
      {type.paidInBy === 'EMPLOYER' && (
        <>
          <dt>{t('facts.paidIn')}</dt>
          <dd>{t('facts.paidInEmployer')}</dd>
        </>
      )}
      {type.payoutAge !== undefined && (
        <>
          <dt>{t('facts.payoutAge')}</dt>
          <dd>{t('facts.payoutAgeText', { age: type.payoutAge })}</dd>
        </>
      )}
      {type.onePerPerson && (
        <>
          <dt>{t('facts.onePerPerson')}</dt>
          <dd>{t('facts.onePerPersonText')}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * Account creation: the types the customer's country offers with their key facts, the terms to
 * accept, an optional name. Sending goes to the loading page, which opens the account.
 */
export function AccountOpeningForm({ site, initialType }: { site: SiteId; initialType?: string | null }) {
  const { t } = useTranslation('accounts');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const types = useAccountTypesQuery();
  const [chosen, setChosen] = useState(initialType ?? '');
  const [alias, setAlias] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  if (types.isPending) return <Spinner />;
  if (types.isError) return <Alert>{errorMessage(types.error)}</Alert>;
  const open = types.data.filter((type) => !type.alreadyHeld);
  const type = open.find((candidate) => candidate.accountType === chosen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!type || !accepted) return;
    const request: OpenAccountRequest = {
      accountType: type.accountType,
      termsVersion: type.termsVersion,
      ...(alias.trim() ? { alias: alias.trim() } : {}),
    };
    navigate(pagePath('account-creation-loading', site), { state: request });
  };

  return (
    <form className="stacked-form" onSubmit={submit} noValidate>
      <fieldset className="choice-list">
        <legend>{t('create.chooseType')}</legend>
        {types.data.map((candidate) => (
          <label key={candidate.accountType} className="choice">
            <input
              type="radio"
              name="accountType"
              value={candidate.accountType}
              checked={chosen === candidate.accountType}
              disabled={candidate.alreadyHeld}
              onChange={() => setChosen(candidate.accountType)}
            />
            <span>
              <strong>{typeName(candidate.accountType, candidate.country)}</strong>
              <br />
              <span className="muted">
                {candidate.alreadyHeld
                  ? t('create.alreadyHeld')
                  : t(`pitch.${accountTypeOf(candidate.accountType, candidate.country)}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {showErrors && !type && <Alert>{t('create.typeRequired')}</Alert>}
      {type && (
        <section aria-labelledby="terms-title">
          <h2 id="terms-title">
            {t('create.termsTitle', { name: typeName(type.accountType, type.country) })}
          </h2>
          <KeyFacts type={type} site={site} />
          <p>{t('create.terms', { version: type.termsVersion })}</p>
          <label className="choice">
            <input
              type="checkbox"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
            />
            <span>{t('create.accept')}</span>
          </label>
          {showErrors && !accepted && <Alert>{t('create.acceptRequired')}</Alert>}
        </section>
      )}
      <TextField
        label={t('create.alias')}
        hint={t('create.aliasHint')}
        value={alias}
        maxLength={40}
        onChange={(event) => setAlias(event.target.value)}
      />
      <Button type="submit">{t('create.submit')}</Button>
    </form>
  );
}

import { siteLocale } from '@havn/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useSite } from '../../../lib/site-context.ts';

/** The countries offered for citizenship and tax residence: the Nordics first, then the rest by name. */
export const KYC_COUNTRIES = [
  'se',
  'no',
  'dk',
  'fi',
  'is',
  'de',
  'gb',
  'us',
  'ee',
  'lv',
  'lt',
  'pl',
  'nl',
  'be',
  'fr',
  'es',
  'pt',
  'it',
  'at',
  'ch',
  'ie',
  'ca',
  'au',
  'in',
  'cn',
  'tr',
  'ir',
  'iq',
  'sy',
  'so',
  'ua',
  'ru',
];

export function useCountryName(): (code: string) => string {
  const site = useSite();
  const names = useMemo(() => new Intl.DisplayNames([siteLocale[site]], { type: 'region' }), [site]);
  return (code) => names.of(code.toUpperCase()) ?? code.toUpperCase();
}

/**
 * A list of countries the customer builds: each chosen country with its own remove button (and, for
 * tax residence, whatever `renderExtra` adds beside it), and a select to add one more.
 */
export function CountryList({
  legend,
  hint,
  error,
  values,
  onAdd,
  onRemove,
  renderExtra,
}: {
  legend: string;
  hint: string;
  error?: string | undefined;
  values: string[];
  onAdd: (code: string) => void;
  onRemove: (code: string) => void;
  renderExtra?: (code: string, index: number) => React.ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  const countryName = useCountryName();
  const id = useId();
  const [choice, setChoice] = useState('');
  const options = KYC_COUNTRIES.filter((code) => !values.includes(code));
  return (
    <fieldset className="kyc-group" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <ul className="kyc-countries">
        {values.map((code, index) => (
          <li key={code}>
            <span className="kyc-country-name">{countryName(code)}</span>
            {renderExtra?.(code, index)}
            <Button variant="link" onClick={() => onRemove(code)}>
              {t('kyc.remove', { country: countryName(code) })}
            </Button>
          </li>
        ))}
      </ul>
      <div className="kyc-add">
        <label htmlFor={`${id}-add`}>{t('kyc.addCountry')}</label>
        <div className="kyc-add-row">
          <select id={`${id}-add`} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">{t('kyc.choose')}</option>
            {options.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            disabled={!choice}
            onClick={() => {
              onAdd(choice);
              setChoice('');
            }}
          >
            {t('kyc.add')}
          </Button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import type { EidIdentity } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { useCountryName } from './CountryList.tsx';

/** What the eID proved, read-only: name, personal number (last four digits), birth date, address. */
export function IdentityFacts({ identity }: { identity: EidIdentity }) {
  const { t } = useTranslation('onboarding');
  const countryName = useCountryName();
  const methods: Record<string, string> = {
    BANKID_SE: 'BankID',
    BANKID_NO: 'BankID',
    MITID: 'MitID',
    FTN: t('eid.methods.FTN'),
  };
  const address = identity.address;
  return (
    <dl className="kyc-facts">
      <dt>{t('info.name')}</dt>
      <dd>{`${identity.givenName} ${identity.familyName}`}</dd>
      <dt>{t('info.personalNumber')}</dt>
      <dd>{identity.personalNumber}</dd>
      <dt>{t('info.birthDate')}</dt>
      <dd>{identity.birthDate}</dd>
      {address && (
        <>
          <dt>{t('info.address')}</dt>
          <dd>{`${address.street}, ${address.postalCode} ${address.city}, ${countryName(address.country)}`}</dd>
        </>
      )}
      <dt>{t('info.method')}</dt>
      <dd>{methods[identity.method] ?? identity.method}</dd>
    </dl>
  );
}

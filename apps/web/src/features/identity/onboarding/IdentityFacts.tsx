import type { EidIdentity } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { useSite } from '../../../lib/site-context.ts';
import { useCountryName } from './CountryList.tsx';

/** The ways of proving who one is that the catalogs name (`eid.methods.*`). */
const EID_METHODS = ['BANKID_SE', 'BANKID_NO', 'MITID', 'FTN', 'VIDEO_IDENT'] as const;

function isNamedMethod(method: string): method is (typeof EID_METHODS)[number] {
  return (EID_METHODS as readonly string[]).includes(method);
}

/** What the eID proved, read-only: name, personal number (last four digits), birth date, address. */
export function IdentityFacts({ identity }: { identity: EidIdentity }) {
  const { t } = useTranslation('onboarding');
  const countryName = useCountryName();
  const site = useSite();
  const address = identity.address;
  return (
    <dl className="kyc-facts">
      <dt>{t('info.name')}</dt>
      <dd>{`${identity.givenName} ${identity.familyName}`}</dd>
      <dt>{t('info.personalNumber')}</dt>
      <dd>{identity.personalNumber}</dd>
      <dt>{t('info.birthDate')}</dt>
      <dd>{formatDay(identity.birthDate, site)}</dd>
      {address && (
        <>
          <dt>{t('info.address')}</dt>
          <dd>{`${address.street}, ${address.postalCode} ${address.city}, ${countryName(address.country)}`}</dd>
        </>
      )}
      <dt>{t('info.method')}</dt>
      <dd>{isNamedMethod(identity.method) ? t(`eid.methods.${identity.method}`) : identity.method}</dd>
    </dl>
  );
}

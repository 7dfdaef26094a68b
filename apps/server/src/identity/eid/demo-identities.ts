/**
 * The people the embedded demo eID provider can sign in as: per country, with the eID that country
 * uses (domain notes §1), a personal number in the country's format, a name, an address and a birth
 * date. The first of each Nordic country matches a demo customer, so they can sign in with eID too;
 * the others are new people to onboard, among them a minor, a US person and a politically exposed
 * person for the refusal and review paths. None of these numbers belongs to a real person.
 */
export interface DemoIdentity {
  /** The `sub` the provider issues. */
  id: string;
  country: 'se' | 'no' | 'dk' | 'fi';
  method: 'BANKID_SE' | 'BANKID_NO' | 'MITID' | 'FTN';
  personalNumber: string;
  givenName: string;
  familyName: string;
  birthDate: string;
  address: { street: string; postalCode: string; city: string; country: string };
  /** What this identity is for in the demo (a key of the page's wording). */
  note?: 'minor' | 'usPerson' | 'pep' | 'prospect';
}

export const EID_METHOD_BY_COUNTRY = { se: 'BANKID_SE', no: 'BANKID_NO', dk: 'MITID', fi: 'FTN' } as const;

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  {
    id: 'se-198503122384',
    country: 'se',
    method: 'BANKID_SE',
    personalNumber: '198503122384',
    givenName: 'Astrid',
    familyName: 'Lindqvist',
    birthDate: '1985-03-12',
    address: { street: 'Götgatan 14', postalCode: '118 46', city: 'Stockholm', country: 'se' },
  },
  {
    id: 'se-199007041239',
    country: 'se',
    method: 'BANKID_SE',
    personalNumber: '199007041239',
    givenName: 'Erik',
    familyName: 'Johansson',
    birthDate: '1990-07-04',
    address: { street: 'Linnégatan 8', postalCode: '413 04', city: 'Göteborg', country: 'se' },
  },
  {
    id: 'se-199211203348',
    country: 'se',
    method: 'BANKID_SE',
    personalNumber: '199211203348',
    givenName: 'Sofia',
    familyName: 'Ek',
    birthDate: '1992-11-20',
    address: { street: 'Stortorget 3', postalCode: '211 22', city: 'Malmö', country: 'se' },
    note: 'prospect',
  },
  {
    id: 'se-201002154426',
    country: 'se',
    method: 'BANKID_SE',
    personalNumber: '201002154426',
    givenName: 'Lova',
    familyName: 'Berg',
    birthDate: '2010-02-15',
    address: { street: 'Kungsgatan 40', postalCode: '753 21', city: 'Uppsala', country: 'se' },
    note: 'minor',
  },
  {
    id: 'se-197801019876',
    country: 'se',
    method: 'BANKID_SE',
    personalNumber: '197801019876',
    givenName: 'John',
    familyName: 'Miller',
    birthDate: '1978-01-01',
    address: { street: 'Strandvägen 1', postalCode: '114 51', city: 'Stockholm', country: 'se' },
    note: 'usPerson',
  },
  {
    id: 'se-196605055511',
    country: 'se',
    method: 'BANKID_SE',
    personalNumber: '196605055511',
    givenName: 'Karl',
    familyName: 'Gustafsson',
    birthDate: '1966-05-05',
    address: { street: 'Riddarhustorget 5', postalCode: '111 28', city: 'Stockholm', country: 'se' },
    note: 'pep',
  },
  {
    id: 'no-01017012345',
    country: 'no',
    method: 'BANKID_NO',
    personalNumber: '01017012345',
    givenName: 'Ola',
    familyName: 'Nordmann',
    birthDate: '1970-01-01',
    address: { street: 'Karl Johans gate 22', postalCode: '0159', city: 'Oslo', country: 'no' },
  },
  {
    id: 'no-15088845678',
    country: 'no',
    method: 'BANKID_NO',
    personalNumber: '15088845678',
    givenName: 'Kari',
    familyName: 'Hansen',
    birthDate: '1988-08-15',
    address: { street: 'Bryggen 9', postalCode: '5003', city: 'Bergen', country: 'no' },
  },
  {
    id: 'dk-1203851234',
    country: 'dk',
    method: 'MITID',
    personalNumber: '1203851234',
    givenName: 'Mette',
    familyName: 'Jensen',
    birthDate: '1985-03-12',
    address: { street: 'Nørrebrogade 52', postalCode: '2200', city: 'København N', country: 'dk' },
  },
  {
    id: 'dk-2906924321',
    country: 'dk',
    method: 'MITID',
    personalNumber: '2906924321',
    givenName: 'Lars',
    familyName: 'Nielsen',
    birthDate: '1992-06-29',
    address: { street: 'Åboulevarden 15', postalCode: '8000', city: 'Aarhus C', country: 'dk' },
  },
  {
    id: 'fi-120385-123A',
    country: 'fi',
    method: 'FTN',
    personalNumber: '120385-123A',
    givenName: 'Aino',
    familyName: 'Virtanen',
    birthDate: '1985-03-12',
    address: { street: 'Mannerheimintie 10', postalCode: '00100', city: 'Helsinki', country: 'fi' },
  },
  {
    id: 'fi-030390-456B',
    country: 'fi',
    method: 'FTN',
    personalNumber: '030390-456B',
    givenName: 'Mikko',
    familyName: 'Korhonen',
    birthDate: '1990-03-03',
    address: { street: 'Hämeenkatu 5', postalCode: '33100', city: 'Tampere', country: 'fi' },
  },
];

export function demoIdentity(id: string): DemoIdentity | undefined {
  return DEMO_IDENTITIES.find((identity) => identity.id === id);
}

/** The claims a relying party reads (standard OIDC claims, plus the Nordic personal number). */
export function claimsOf(identity: DemoIdentity): Record<string, unknown> {
  return {
    sub: identity.id,
    name: `${identity.givenName} ${identity.familyName}`,
    given_name: identity.givenName,
    family_name: identity.familyName,
    birthdate: identity.birthDate,
    address: {
      street_address: identity.address.street,
      postal_code: identity.address.postalCode,
      locality: identity.address.city,
      country: identity.address.country.toUpperCase(),
    },
    personal_number: identity.personalNumber,
    country: identity.country,
    eid_method: identity.method,
  };
}

import { defineRoute, type Localized, oneOf, path } from '../define-route.ts';
import { ADVISING, CREATE, LOADING, RISK_PROFILE } from './words.ts';

const OPEN_ACCOUNT: Localized = {
  en: 'open account',
  se: 'öppna konto',
  no: 'åpne konto',
  dk: 'åbn konto',
  fi: 'avaa tili',
  de: 'konto eröffnen',
};

const SETTINGS: Localized = {
  en: 'settings',
  se: 'inställningar',
  no: 'innstillinger',
  dk: 'indstillinger',
  fi: 'asetukset',
  de: 'einstellungen',
};

const section = 'Account creation and settings';
const accountCreation = { section, team: 'onboarding', auth: true, sitemap: false, status: 'live' } as const;
const onboardingSetting = { section, team: 'onboarding', auth: true, sitemap: false } as const;
/** The settings pages issue 15's accounts part made live (kyc is the identity part's). */
const liveSetting = { ...onboardingSetting, status: 'live' } as const;
const platformSetting = { section, team: 'platform', auth: true, sitemap: false } as const;

export const ACCOUNT_ROUTES = [
  defineRoute({ id: 'account-creation', ...accountCreation, paths: path(OPEN_ACCOUNT, CREATE) }),
  defineRoute({
    id: 'account-creation-list',
    ...accountCreation,
    paths: path(OPEN_ACCOUNT, {
      en: 'list',
      se: 'lista',
      no: 'liste',
      dk: 'liste',
      fi: 'lista',
      de: 'liste',
    }),
  }),
  defineRoute({
    id: 'account-creation-welcome',
    ...accountCreation,
    paths: path(OPEN_ACCOUNT, {
      en: 'welcome',
      se: 'välkommen',
      no: 'velkommen',
      dk: 'velkommen',
      fi: 'tervetuloa',
      de: 'willkommen',
    }),
  }),
  defineRoute({ id: 'account-creation-advising', ...accountCreation, paths: path(OPEN_ACCOUNT, ADVISING) }),
  defineRoute({
    id: 'account-creation-insurance-appropriateness',
    ...accountCreation,
    paths: path(
      OPEN_ACCOUNT,
      {
        en: 'insurance appropriateness',
        se: 'försäkringslämplighet',
        no: 'forsikringsegnethet',
        dk: 'forsikringsegnethed',
        fi: 'vakuutuksen soveltuvuus',
        de: 'versicherungseignung',
      },
      '{type}',
    ),
    params: { type: oneOf('SIP', 'LPP') },
  }),
  defineRoute({ id: 'account-creation-loading', ...accountCreation, paths: path(OPEN_ACCOUNT, LOADING) }),
  defineRoute({
    id: 'settings-subscriptions',
    ...platformSetting,
    status: 'live',
    paths: path(SETTINGS, {
      en: 'subscriptions',
      se: 'prenumerationer',
      no: 'abonnementer',
      dk: 'abonnementer',
      fi: 'tilaukset',
      de: 'abonnements',
    }),
  }),
  defineRoute({ id: 'settings-risk-profile', ...liveSetting, paths: path(SETTINGS, RISK_PROFILE) }),
  defineRoute({
    id: 'settings-approved-instruments',
    ...liveSetting,
    paths: path(SETTINGS, {
      en: 'approved instruments',
      se: 'godkända instrument',
      no: 'godkjente instrumenter',
      dk: 'godkendte instrumenter',
      fi: 'hyväksytyt instrumentit',
      de: 'genehmigte instrumente',
    }),
  }),
  defineRoute({
    id: 'settings-account-settings',
    ...platformSetting,
    // The customer's personal API keys live here.
    status: 'live',
    paths: path(SETTINGS, {
      en: 'account settings',
      se: 'kontoinställningar',
      no: 'kontoinnstillinger',
      dk: 'kontoindstillinger',
      fi: 'tilin asetukset',
      de: 'kontoeinstellungen',
    }),
  }),
  defineRoute({
    id: 'settings-my-profile',
    ...platformSetting,
    status: 'live',
    paths: path(SETTINGS, {
      en: 'my profile',
      se: 'min profil',
      no: 'min profil',
      dk: 'min profil',
      fi: 'oma profiili',
      de: 'mein profil',
    }),
  }),
  defineRoute({
    id: 'settings-kyc',
    ...onboardingSetting,
    status: 'live',
    paths: path(SETTINGS, {
      en: 'kyc',
      se: 'kundkännedom',
      no: 'kundekjennskap',
      dk: 'kundekendskab',
      fi: 'asiakkaan tunteminen',
      de: 'kundenidentifizierung',
    }),
  }),
  defineRoute({ id: 'settings-advising', ...liveSetting, paths: path(SETTINGS, ADVISING) }),
] as const;

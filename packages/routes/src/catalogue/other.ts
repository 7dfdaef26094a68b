import { defineRoute, type Localized, oneOf, path } from '../define-route.ts';
import { STATUS } from './words.ts';

const LOGIN: Localized = {
  en: 'login',
  se: 'logga in',
  no: 'logg inn',
  dk: 'log ind',
  fi: 'kirjaudu',
  de: 'anmelden',
};

const EVENTS: Localized = {
  en: 'events',
  se: 'evenemang',
  no: 'arrangementer',
  dk: 'arrangementer',
  fi: 'tilaisuudet',
  de: 'veranstaltungen',
};

const section = 'Onboarding and other';
const platform = { section, team: 'platform' } as const;
const onboarding = { section, team: 'onboarding' } as const;
/** Status pages: public, and no use to a search engine. */
const statusPage = { ...platform, auth: false, sitemap: false } as const;

export const OTHER_ROUTES = [
  // The bare country root `/se`.
  defineRoute({ id: 'home', ...platform, auth: false, sitemap: true, status: 'live', paths: path() }),
  // The start of becoming a customer is public; the eID sign-in gives a prospect a session for the rest.
  defineRoute({
    id: 'onboarding',
    ...onboarding,
    auth: false,
    sitemap: true,
    status: 'live',
    paths: path({
      en: 'onboarding',
      se: 'kom igång',
      no: 'kom i gang',
      dk: 'kom i gang',
      fi: 'aloitus',
      de: 'erste schritte',
    }),
  }),
  defineRoute({
    id: 'customer-information',
    ...onboarding,
    auth: true,
    sitemap: false,
    status: 'live',
    paths: path(
      {
        en: 'customer information',
        se: 'kundinformation',
        no: 'kundeinformasjon',
        dk: 'kundeinformation',
        fi: 'asiakastiedot',
        de: 'kundeninformationen',
      },
      '{prospectId}',
    ),
  }),
  defineRoute({
    id: 'customer-creation',
    ...onboarding,
    auth: true,
    sitemap: false,
    status: 'live',
    paths: path(
      {
        en: 'customer creation',
        se: 'kundregistrering',
        no: 'kundeopprettelse',
        dk: 'kundeoprettelse',
        fi: 'asiakkuuden luonti',
        de: 'kundenanlage',
      },
      '{prospectId}',
    ),
  }),
  defineRoute({ id: 'status', ...statusPage, status: 'live', paths: path(STATUS) }),
  defineRoute({
    id: 'canceled',
    ...statusPage,
    status: 'live',
    paths: path({
      en: 'canceled',
      se: 'avbruten',
      no: 'avbrutt',
      dk: 'annulleret',
      fi: 'peruttu',
      de: 'abgebrochen',
    }),
  }),
  defineRoute({
    id: 'error',
    ...statusPage,
    status: 'live',
    paths: path({ en: 'error', se: 'fel', no: 'feil', dk: 'fejl', fi: 'virhe', de: 'fehler' }),
  }),
  // Opens a support case for the signed-in customer: the first message of a support thread.
  defineRoute({
    id: 'trigger-case',
    ...platform,
    auth: true,
    status: 'live',
    sitemap: false,
    paths: path({
      en: 'trigger case',
      se: 'skapa ärende',
      no: 'opprett sak',
      dk: 'opret sag',
      fi: 'luo tapaus',
      de: 'fall auslösen',
    }),
  }),
  defineRoute({
    id: 'nightly-downtime-status',
    ...statusPage,
    status: 'live',
    paths: path({
      en: 'nightly downtime',
      se: 'nattligt underhåll',
      no: 'nattlig vedlikehold',
      dk: 'natligt vedligehold',
      fi: 'yöllinen huoltokatko',
      de: 'nächtliche wartung',
    }),
  }),
  defineRoute({ id: 'login', ...platform, auth: false, sitemap: true, status: 'live', paths: path(LOGIN) }),
  // The step after the identity provider returns: public, so a cancelled eID can say so and retry.
  defineRoute({
    id: 'login-next',
    ...platform,
    auth: false,
    sitemap: false,
    status: 'live',
    paths: path(LOGIN, { en: 'next', se: 'nästa', no: 'neste', dk: 'næste', fi: 'seuraava', de: 'weiter' }),
  }),
  defineRoute({
    id: 'logout',
    ...platform,
    auth: false,
    sitemap: false,
    status: 'live',
    paths: path({
      en: 'logout',
      se: 'logga ut',
      no: 'logg ut',
      dk: 'log ud',
      fi: 'kirjaudu ulos',
      de: 'abmelden',
    }),
  }),
  defineRoute({
    id: 'register',
    ...platform,
    auth: false,
    sitemap: true,
    status: 'live',
    paths: path({
      en: 'register',
      se: 'registrera',
      no: 'registrer',
      dk: 'registrer',
      fi: 'rekisteröidy',
      de: 'registrieren',
    }),
  }),
  defineRoute({
    id: 'required-action',
    ...platform,
    auth: true,
    sitemap: false,
    status: 'live',
    paths: path({
      en: 'required action',
      se: 'åtgärd krävs',
      no: 'handling kreves',
      dk: 'handling påkrævet',
      fi: 'toimenpide vaaditaan',
      de: 'aktion erforderlich',
    }),
  }),
  defineRoute({ id: 'events', ...platform, auth: false, sitemap: true, status: 'live', paths: path(EVENTS) }),
  defineRoute({
    id: 'event-details',
    ...platform,
    status: 'live',
    auth: false,
    sitemap: false,
    paths: path(EVENTS, '{eventId}'),
  }),
  defineRoute({
    id: 'event-unsubscribe',
    ...platform,
    status: 'live',
    auth: false,
    sitemap: false,
    paths: path(EVENTS, '{eventId}', {
      en: 'unsubscribe',
      se: 'avanmäl',
      no: 'meld av',
      dk: 'afmeld',
      fi: 'peru ilmoittautuminen',
      de: 'stornieren',
    }),
  }),
  defineRoute({
    id: 'faq',
    ...platform,
    status: 'live',
    auth: false,
    sitemap: true,
    paths: path({
      en: 'faq',
      se: 'vanliga frågor',
      no: 'ofte stilte spørsmål',
      dk: 'ofte stillede spørgsmål',
      fi: 'usein kysytyt kysymykset',
      de: 'häufige fragen',
    }),
  }),
  // The customer's messages, filed under the FAQ categories.
  defineRoute({
    id: 'messages',
    ...platform,
    auth: true,
    sitemap: false,
    status: 'live',
    paths: path(
      {
        en: 'messages',
        se: 'meddelanden',
        no: 'meldinger',
        dk: 'beskeder',
        fi: 'viestit',
        de: 'mitteilungen',
      },
      '{faqCategory?}',
    ),
    // The FAQ's categories (packages/domain faq.ts), in lower case: a new thread's category.
    params: { faqCategory: oneOf('payments', 'trading', 'tax', 'pension', 'corporate-actions', 'credit') },
  }),
  // Support staff answer the customers' messages here (the support role; nobody else's page).
  defineRoute({
    id: 'back-office-support',
    ...platform,
    auth: true,
    sitemap: false,
    status: 'live',
    paths: path(
      {
        en: 'back office',
        se: 'backoffice',
        no: 'backoffice',
        dk: 'backoffice',
        fi: 'taustapalvelu',
        de: 'backoffice',
      },
      { en: 'support', se: 'support', no: 'kundestotte', dk: 'support', fi: 'asiakastuki', de: 'support' },
    ),
  }),
  defineRoute({
    id: 'knowledge-test',
    ...onboarding,
    auth: true,
    status: 'live',
    sitemap: false,
    paths: path(
      {
        en: 'knowledge test',
        se: 'kunskapstest',
        no: 'kunnskapstest',
        dk: 'videnstest',
        fi: 'tietotesti',
        de: 'wissenstest',
      },
      '{mifid2Category}',
    ),
  }),
  defineRoute({
    id: 'assess',
    ...onboarding,
    auth: true,
    status: 'live',
    sitemap: false,
    paths: path(
      { en: 'assess', se: 'bedöm', no: 'vurder', dk: 'vurder', fi: 'arvioi', de: 'bewerten' },
      '{context}',
    ),
  }),
  defineRoute({
    id: 'external-api-docs',
    ...platform,
    auth: false,
    sitemap: true,
    status: 'live',
    paths: path({
      en: 'api docs',
      se: 'api dokumentation',
      no: 'api dokumentasjon',
      dk: 'api dokumentation',
      fi: 'api dokumentaatio',
      de: 'api dokumentation',
    }),
  }),
  // Any page without the site chrome: the rest of the path is the page's own path.
  defineRoute({
    id: 'fullscreen',
    ...platform,
    auth: false,
    sitemap: false,
    status: 'live',
    paths: path(
      {
        en: 'fullscreen',
        se: 'helskärm',
        no: 'fullskjerm',
        dk: 'fuldskærm',
        fi: 'koko näyttö',
        de: 'vollbild',
      },
      '{*path}',
    ),
  }),
  // The back office's compliance reviews (issue 15): not a page of spec section 2, for staff with the
  // compliance role; everyone else is told it is not for them.
  defineRoute({
    id: 'compliance-reviews',
    ...onboarding,
    auth: true,
    sitemap: false,
    status: 'live',
    paths: path({
      en: 'compliance',
      se: 'regelefterlevnad',
      no: 'etterlevelse',
      dk: 'compliance',
      fi: 'compliance',
      de: 'compliance',
    }),
  }),
  defineRoute({
    id: 'dev-pages',
    ...platform,
    auth: false,
    sitemap: false,
    status: 'live',
    paths: path('dev', '{*page?}'),
  }),
  // Matched last, after every site's patterns, so a link in another site's language still resolves.
  defineRoute({
    id: 'catch-all',
    ...platform,
    auth: false,
    sitemap: false,
    status: 'live',
    paths: path('{*path}'),
  }),
] as const;

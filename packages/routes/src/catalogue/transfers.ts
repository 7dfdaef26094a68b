import { defineRoute, type Localized, oneOf, path } from '../define-route.ts';
import { LOADING, STATUS } from './words.ts';

const DEPOSITS: Localized = {
  en: 'deposits',
  se: 'insättningar',
  no: 'innskudd',
  dk: 'indbetalinger',
  fi: 'talletukset',
  de: 'einzahlungen',
};

const PRE_REGISTER: Localized = {
  en: 'pre register',
  se: 'förregistrering',
  no: 'forhåndsregistrering',
  dk: 'forhåndsregistrering',
  fi: 'esirekisteröinti',
  de: 'vorregistrierung',
};

// Every transfer page is live (issue 16 built the last two: recurring deposits and direct debit).
const transfers = {
  section: 'Transfers',
  team: 'transfers',
  auth: true,
  sitemap: false,
  status: 'live',
} as const;

export const TRANSFER_ROUTES = [
  defineRoute({ id: 'deposits', ...transfers, paths: path(DEPOSITS) }),
  defineRoute({
    id: 'withdrawals',
    ...transfers,
    paths: path({
      en: 'withdrawals',
      se: 'uttag',
      no: 'uttak',
      dk: 'udbetalinger',
      fi: 'nostot',
      de: 'auszahlungen',
    }),
  }),
  defineRoute({
    id: 'internal-transfers',
    ...transfers,
    paths: path({
      en: 'internal transfers',
      se: 'överföringar',
      no: 'overføringer',
      dk: 'overførsler',
      fi: 'siirrot',
      de: 'umbuchungen',
    }),
  }),
  defineRoute({
    id: 'recurring-deposits',
    ...transfers,
    paths: path({
      en: 'recurring deposits',
      se: 'återkommande insättningar',
      no: 'faste innskudd',
      dk: 'faste indbetalinger',
      fi: 'toistuvat talletukset',
      de: 'regelmäßige einzahlungen',
    }),
  }),
  // Tab and action are free words the pre-register screen owns.
  defineRoute({
    id: 'pre-register',
    ...transfers,
    paths: path(PRE_REGISTER, '{tab?}', '{action?}'),
  }),
  defineRoute({
    id: 'pre-register-status',
    ...transfers,
    paths: path(PRE_REGISTER, STATUS, '{status}'),
    params: { status: oneOf('success', 'cancel', 'postpone') },
  }),
  defineRoute({
    id: 'deposit-finalize',
    ...transfers,
    paths: path(
      DEPOSITS,
      { en: 'finalize', se: 'slutför', no: 'fullfør', dk: 'fuldfør', fi: 'viimeistele', de: 'abschließen' },
      '{status}',
      '{requestId}',
    ),
    params: { status: oneOf('success', 'reject', 'cancel') },
  }),
  // One page, named after each country's direct-debit scheme: autogiro (se), avtalegiro (no), …
  defineRoute({
    id: 'autogiro',
    ...transfers,
    paths: path({
      en: 'direct debit',
      se: 'autogiro',
      no: 'avtalegiro',
      dk: 'betalingsservice',
      fi: 'suoramaksu',
      de: 'lastschrift',
    }),
  }),
  defineRoute({ id: 'trustly-loading', ...transfers, paths: path('trustly', LOADING) }),
] as const;

import { defineRoute, type Localized, oneOf, path } from '../define-route.ts';
import { RISK_PROFILE } from './words.ts';

const PENSION: Localized = {
  en: 'pension',
  se: 'pension',
  no: 'pensjon',
  dk: 'pension',
  fi: 'eläke',
  de: 'altersvorsorge',
};

const SAVINGS: Localized = {
  en: 'savings',
  se: 'sparande',
  no: 'sparing',
  dk: 'opsparing',
  fi: 'säästäminen',
  de: 'sparen',
};

/** Steps of starting new pension savings, in order. */
export const PENSION_NEW_SAVINGS_STEPS = ['start', 'choose', 'confirm'] as const;

/** Steps of automatic pension savings, in order. */
export const PENSION_AUTO_SAVINGS_STEPS = [
  'account',
  'amount',
  'risk',
  'fund',
  'bank-account',
  'date',
  'summary',
] as const;

/** Steps shared by pension transfer and move-my-pension, in order. */
export const PENSION_TRANSFER_STEPS = [
  'choose-company',
  'collect-information',
  'your-insurances',
  'make-choices',
  'compilation',
] as const;

const pension = { section: 'Pension', team: 'pension', auth: true, sitemap: false } as const;

export const PENSION_ROUTES = [
  defineRoute({
    id: 'pension-information',
    ...pension,
    status: 'live',
    paths: path(PENSION, {
      en: 'information',
      se: 'information',
      no: 'informasjon',
      dk: 'information',
      fi: 'tietoa',
      de: 'informationen',
    }),
  }),
  defineRoute({
    id: 'pension-prognosis',
    ...pension,
    status: 'live',
    paths: path(PENSION, {
      en: 'prognosis',
      se: 'prognos',
      no: 'prognose',
      dk: 'prognose',
      fi: 'ennuste',
      de: 'prognose',
    }),
  }),
  defineRoute({
    id: 'pension-savings-new',
    ...pension,
    status: 'live',
    paths: path(
      PENSION,
      SAVINGS,
      { en: 'new', se: 'ny', no: 'ny', dk: 'ny', fi: 'uusi', de: 'neu' },
      '{step}',
    ),
    params: { step: oneOf(...PENSION_NEW_SAVINGS_STEPS) },
  }),
  defineRoute({
    id: 'pension-savings-auto',
    ...pension,
    status: 'live',
    paths: path(
      PENSION,
      SAVINGS,
      {
        en: 'auto',
        se: 'automatiskt',
        no: 'automatisk',
        dk: 'automatisk',
        fi: 'automaattinen',
        de: 'automatisch',
      },
      '{step}',
    ),
    params: { step: oneOf(...PENSION_AUTO_SAVINGS_STEPS) },
  }),
  defineRoute({
    id: 'pension-transfer',
    ...pension,
    status: 'live',
    paths: path(
      PENSION,
      { en: 'transfer', se: 'flytt', no: 'flytting', dk: 'flytning', fi: 'siirto', de: 'übertragung' },
      '{step}',
    ),
    params: { step: oneOf(...PENSION_TRANSFER_STEPS) },
  }),
  defineRoute({
    id: 'move-my-pension',
    ...pension,
    status: 'live',
    paths: path(
      {
        en: 'move my pension',
        se: 'flytta min pension',
        no: 'flytt min pensjon',
        dk: 'flyt min pension',
        fi: 'siirrä eläkkeeni',
        de: 'meine altersvorsorge übertragen',
      },
      '{step}',
    ),
    params: { step: oneOf(...PENSION_TRANSFER_STEPS) },
  }),
  defineRoute({
    id: 'pension-statements',
    ...pension,
    status: 'live',
    paths: path(PENSION, {
      en: 'statements',
      se: 'pensionsbesked',
      no: 'utskrifter',
      dk: 'opgørelser',
      fi: 'raportit',
      de: 'auszüge',
    }),
  }),
  defineRoute({ id: 'pension-risk-profile', ...pension, status: 'live', paths: path(PENSION, RISK_PROFILE) }),
] as const;

import { defineRoute, type Localized, oneOf, path } from '../define-route.ts';
import { CREATE } from './words.ts';

const MONTHLY_SAVINGS: Localized = {
  en: 'monthly savings',
  se: 'månadssparande',
  no: 'månedssparing',
  dk: 'månedsopsparing',
  fi: 'kuukausisäästäminen',
  de: 'sparplan',
};

const AUTO_FUND: Localized = {
  en: 'auto fund',
  se: 'autofond',
  no: 'autofond',
  dk: 'autofond',
  fi: 'automaattirahasto',
  de: 'autofonds',
};

const EDIT: Localized = {
  en: 'edit',
  se: 'redigera',
  no: 'rediger',
  dk: 'rediger',
  fi: 'muokkaa',
  de: 'bearbeiten',
};

/** The auto-fund wizard's steps, in order (spec section 2, Savings). */
export const AUTO_FUND_STEPS = [
  'amount',
  'disclaimer',
  'plan',
  'account',
  'external-account',
  'day-of-month',
  'summary',
] as const;

/** Funding monthly savings (monthly-savings-transfer): the kinds of plans and the steps, in order. */
export const MONTHLY_SAVINGS_TRANSFER_KINDS = ['funds', 'etfs'] as const;
export const MONTHLY_SAVINGS_TRANSFER_STEPS = ['transfer', 'summary'] as const;

/** The fund transfer (move-savings) wizard's steps, in order. */
export const MOVE_SAVINGS_STEPS = ['choose-account', 'summary', 'confirmation'] as const;

const savings = { section: 'Savings', team: 'savings', auth: true, sitemap: false } as const;

export const SAVINGS_ROUTES = [
  defineRoute({ id: 'monthly-savings', ...savings, status: 'live', paths: path(MONTHLY_SAVINGS) }),
  defineRoute({
    id: 'monthly-savings-auto-fund',
    ...savings,
    status: 'live',
    paths: path(MONTHLY_SAVINGS, AUTO_FUND, '{step}'),
    params: { step: oneOf(...AUTO_FUND_STEPS) },
  }),
  defineRoute({
    id: 'monthly-savings-create',
    ...savings,
    status: 'live',
    paths: path(MONTHLY_SAVINGS, CREATE),
  }),
  defineRoute({
    id: 'monthly-savings-edit',
    ...savings,
    status: 'live',
    paths: path(MONTHLY_SAVINGS, EDIT, '{type}'),
    params: { type: oneOf('fund', 'etf') },
  }),
  // "Funds/etfs transfer|summary steps": the monthly transfer that brings the cash a plan buys from.
  defineRoute({
    id: 'monthly-savings-transfer',
    ...savings,
    status: 'live',
    paths: path(MONTHLY_SAVINGS, '{kind}', '{step}'),
    params: {
      kind: oneOf(...MONTHLY_SAVINGS_TRANSFER_KINDS),
      step: oneOf(...MONTHLY_SAVINGS_TRANSFER_STEPS),
    },
  }),
  defineRoute({
    id: 'fund-portfolio-guide',
    ...savings,
    status: 'live',
    paths: path({
      en: 'fund portfolio guide',
      se: 'fondportföljguide',
      no: 'fondsporteføljeguide',
      dk: 'fondsporteføljeguide',
      fi: 'rahastosalkkuopas',
      de: 'fondsportfolio ratgeber',
    }),
  }),
  defineRoute({
    id: 'move-savings',
    ...savings,
    status: 'live',
    paths: path(
      {
        en: 'move savings',
        se: 'flytta sparande',
        no: 'flytt sparing',
        dk: 'flyt opsparing',
        fi: 'siirrä säästöt',
        de: 'sparen übertragen',
      },
      '{step}',
    ),
    params: { step: oneOf(...MOVE_SAVINGS_STEPS) },
  }),
] as const;

import {
  ACCID_LIST,
  defineRoute,
  everywhere,
  type Localized,
  NUMERIC,
  oneOf,
  path,
} from '../define-route.ts';
import { GROUP } from './words.ts';

const OVERVIEW: Localized = {
  en: 'overview',
  se: 'översikt',
  no: 'oversikt',
  dk: 'oversigt',
  fi: 'yleiskatsaus',
  de: 'übersicht',
};

const DETAILS: Localized = {
  en: 'details',
  se: 'detaljer',
  no: 'detaljer',
  dk: 'detaljer',
  fi: 'tiedot',
  de: 'details',
};

const CORPORATE_ACTIONS: Localized = {
  en: 'corporate actions',
  se: 'bolagshändelser',
  no: 'selskapshendelser',
  dk: 'selskabsbegivenheder',
  fi: 'yhtiötapahtumat',
  de: 'kapitalmaßnahmen',
};

const EVENT: Localized = {
  en: 'event',
  se: 'händelse',
  no: 'hendelse',
  dk: 'begivenhed',
  fi: 'tapahtuma',
  de: 'ereignis',
};

const HISTORY: Localized = {
  en: 'history',
  se: 'historik',
  no: 'historikk',
  dk: 'historik',
  fi: 'historia',
  de: 'verlauf',
};

const MORTGAGE: Localized = {
  en: 'mortgage',
  se: 'bolån',
  no: 'boliglån',
  dk: 'boliglån',
  fi: 'asuntolaina',
  de: 'baufinanzierung',
};

const portfolio = {
  section: 'Portfolio and trading',
  team: 'portfolio',
  auth: true,
  sitemap: false,
} as const;
const trading = { ...portfolio, team: 'trading' } as const;

export const PORTFOLIO_ROUTES = [
  // The page customers land on after login (the redirect rule's default target).
  defineRoute({
    id: 'accounts-overview',
    ...portfolio,
    status: 'live',
    paths: path(OVERVIEW, '{accids?}'),
    params: { accids: ACCID_LIST },
  }),
  defineRoute({
    id: 'accounts-overview-details',
    ...portfolio,
    status: 'live',
    paths: path(OVERVIEW, DETAILS, '{accids?}'),
    params: { accids: ACCID_LIST },
  }),
  defineRoute({
    id: 'orders-trades',
    ...trading,
    status: 'live',
    paths: path({
      en: 'orders trades',
      se: 'ordrar och affärer',
      no: 'ordrer og handler',
      dk: 'ordrer og handler',
      fi: 'toimeksiannot ja kaupat',
      de: 'aufträge und geschäfte',
    }),
  }),
  defineRoute({
    id: 'portfolio-report',
    ...portfolio,
    status: 'live',
    paths: path({
      en: 'portfolio report',
      se: 'portföljrapport',
      no: 'porteføljerapport',
      dk: 'porteføljerapport',
      fi: 'salkkuraportti',
      de: 'depotbericht',
    }),
  }),
  defineRoute({
    id: 'analytics',
    ...portfolio,
    status: 'live',
    paths: path({
      en: 'analytics',
      se: 'analys',
      no: 'analyse',
      dk: 'analyse',
      fi: 'analyysi',
      de: 'analyse',
    }),
  }),
  defineRoute({
    id: 'allocation',
    ...portfolio,
    status: 'live',
    paths: path({
      en: 'allocation',
      se: 'fördelning',
      no: 'fordeling',
      dk: 'fordeling',
      fi: 'jakauma',
      de: 'aufteilung',
    }),
  }),
  defineRoute({
    id: 'transactions',
    ...portfolio,
    status: 'live',
    paths: path({
      en: 'transactions',
      se: 'transaktioner',
      no: 'transaksjoner',
      dk: 'transaktioner',
      fi: 'tapahtumat',
      de: 'transaktionen',
    }),
  }),
  defineRoute({
    id: 'currencies',
    ...portfolio,
    status: 'live',
    paths: path(
      { en: 'currencies', se: 'valutor', no: 'valutaer', dk: 'valutaer', fi: 'valuutat', de: 'währungen' },
      '{accid?}',
    ),
    params: { accid: NUMERIC },
  }),
  defineRoute({
    id: 'credit',
    ...portfolio,
    status: 'live',
    paths: path({ en: 'credit', se: 'kredit', no: 'kreditt', dk: 'kredit', fi: 'luotto', de: 'kredit' }),
  }),
  defineRoute({
    id: 'fund-swap-orders',
    ...trading,
    status: 'live',
    paths: path({
      en: 'fund swap orders',
      se: 'fondbytesordrar',
      no: 'fondsbytteordrer',
      dk: 'fondsombytningsordrer',
      fi: 'rahastonvaihtotoimeksiannot',
      de: 'fondstauschaufträge',
    }),
  }),
  defineRoute({
    id: 'realisation-overview',
    ...portfolio,
    status: 'live',
    paths: path({
      en: 'realisation overview',
      se: 'realisationsöversikt',
      no: 'realisasjonsoversikt',
      dk: 'realisationsoversigt',
      fi: 'luovutusten yhteenveto',
      de: 'veräußerungsübersicht',
    }),
  }),
  // The Finnish 9A tax form, known by that name on every site.
  defineRoute({
    id: '9a-report',
    ...portfolio,
    status: 'live',
    paths: path({
      en: '9a report',
      se: '9a rapport',
      no: '9a rapport',
      dk: '9a rapport',
      fi: '9a raportti',
      de: '9a bericht',
    }),
  }),
  defineRoute({
    id: 'purchase-lots',
    ...portfolio,
    status: 'live',
    paths: path({
      en: 'purchase lots',
      se: 'köptillfällen',
      no: 'kjøpsposter',
      dk: 'købsposter',
      fi: 'ostoerät',
      de: 'kaufposten',
    }),
  }),
  defineRoute({
    id: 'rebalance-funds',
    ...portfolio,
    status: 'live',
    paths: path({
      en: 'rebalance funds',
      se: 'ombalansera fonder',
      no: 'rebalanser fond',
      dk: 'rebalancer fonde',
      fi: 'tasapainota rahastot',
      de: 'fonds umschichten',
    }),
  }),
  defineRoute({ id: 'corporate-actions', ...portfolio, status: 'live', paths: path(CORPORATE_ACTIONS) }),
  defineRoute({
    id: 'corporate-action-event',
    ...portfolio,
    status: 'live',
    paths: path(CORPORATE_ACTIONS, EVENT, '{eventId}', '{accid}', '{page?}'),
    params: { eventId: NUMERIC, accid: NUMERIC, page: oneOf('edit', 'delete') },
  }),
  defineRoute({
    id: 'corporate-action-group',
    ...portfolio,
    status: 'live',
    paths: path(CORPORATE_ACTIONS, GROUP, '{groupId}'),
    params: { groupId: NUMERIC },
  }),
  defineRoute({
    id: 'corporate-action-history',
    ...portfolio,
    status: 'live',
    paths: path(CORPORATE_ACTIONS, HISTORY),
  }),
  defineRoute({
    id: 'private-banking',
    ...portfolio,
    status: 'live',
    paths: path(everywhere('private banking')),
  }),
  defineRoute({ id: 'mortgage', ...portfolio, status: 'live', paths: path(MORTGAGE) }),
  // The stepped application; `?application={id}` shows one application's status instead.
  defineRoute({
    id: 'mortgage-application',
    ...portfolio,
    status: 'live',
    paths: path(MORTGAGE, {
      en: 'application',
      se: 'ansökan',
      no: 'søknad',
      dk: 'ansøgning',
      fi: 'hakemus',
      de: 'antrag',
    }),
  }),
] as const;

import type { Localized } from '../define-route.ts';

// Path words used by more than one section, in each language's own spelling; `path()` applies the
// spelling rule, so `köp` reaches the URL as `kop`.

export const MARKET: Localized = {
  en: 'market',
  se: 'marknaden',
  no: 'markedet',
  dk: 'markedet',
  fi: 'markkinat',
  de: 'markt',
};

export const INSTRUMENTS: Localized = {
  en: 'instruments',
  se: 'instrument',
  no: 'instrumenter',
  dk: 'instrumenter',
  fi: 'instrumentit',
  de: 'instrumente',
};

export const FUNDS: Localized = {
  en: 'funds',
  se: 'fonder',
  no: 'fond',
  dk: 'fonde',
  fi: 'rahastot',
  de: 'fonds',
};

export const ORDER: Localized = {
  en: 'order',
  se: 'order',
  no: 'ordre',
  dk: 'ordre',
  fi: 'toimeksianto',
  de: 'order',
};

// The five order intents (spec: "The intent words are localized").
export const BUY: Localized = { en: 'buy', se: 'köp', no: 'kjøp', dk: 'køb', fi: 'osta', de: 'kaufen' };
export const SELL: Localized = { en: 'sell', se: 'sälj', no: 'selg', dk: 'sælg', fi: 'myy', de: 'verkaufen' };
export const SHOW: Localized = { en: 'show', se: 'visa', no: 'vis', dk: 'vis', fi: 'näytä', de: 'anzeigen' };
export const MODIFY: Localized = {
  en: 'modify',
  se: 'ändra',
  no: 'endre',
  dk: 'ændre',
  fi: 'muokkaa',
  de: 'ändern',
};
export const COMMENT: Localized = {
  en: 'comment',
  se: 'kommentera',
  no: 'kommenter',
  dk: 'kommenter',
  fi: 'kommentoi',
  de: 'kommentieren',
};

export const GROUP: Localized = {
  en: 'group',
  se: 'grupp',
  no: 'gruppe',
  dk: 'gruppe',
  fi: 'ryhmä',
  de: 'gruppe',
};

export const RISK_PROFILE: Localized = {
  en: 'risk profile',
  se: 'riskprofil',
  no: 'risikoprofil',
  dk: 'risikoprofil',
  fi: 'riskiprofiili',
  de: 'risikoprofil',
};

export const ADVISING: Localized = {
  en: 'advising',
  se: 'rådgivning',
  no: 'rådgivning',
  dk: 'rådgivning',
  fi: 'neuvonta',
  de: 'beratung',
};

export const CREATE: Localized = {
  en: 'create',
  se: 'skapa',
  no: 'opprett',
  dk: 'opret',
  fi: 'luo',
  de: 'erstellen',
};

export const LOADING: Localized = {
  en: 'loading',
  se: 'laddar',
  no: 'laster',
  dk: 'indlæser',
  fi: 'ladataan',
  de: 'wird geladen',
};

export const STATUS: Localized = {
  en: 'status',
  se: 'status',
  no: 'status',
  dk: 'status',
  fi: 'tila',
  de: 'status',
};

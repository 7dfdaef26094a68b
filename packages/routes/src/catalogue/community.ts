import { defineRoute, type Localized, oneOf, path } from '../define-route.ts';
import { GROUP } from './words.ts';

const COMMUNITY: Localized = {
  en: 'community',
  se: 'forum',
  no: 'forum',
  dk: 'forum',
  fi: 'foorumi',
  de: 'forum',
};

const DISCOVER: Localized = {
  en: 'discover',
  se: 'upptäck',
  no: 'oppdag',
  dk: 'opdag',
  fi: 'löydä',
  de: 'entdecken',
};

const USERS: Localized = {
  en: 'users',
  se: 'användare',
  no: 'brukere',
  dk: 'brugere',
  fi: 'käyttäjät',
  de: 'nutzer',
};

const GROUPS: Localized = {
  en: 'groups',
  se: 'grupper',
  no: 'grupper',
  dk: 'grupper',
  fi: 'ryhmät',
  de: 'gruppen',
};

const PROFILE: Localized = {
  en: 'profile',
  se: 'profil',
  no: 'profil',
  dk: 'profil',
  fi: 'profiili',
  de: 'profil',
};

// Logged-out visitors read the community (spec section 1), so its read routes are public.
const community = { section: 'Community (forum) routes', team: 'community', auth: false } as const;

export const COMMUNITY_ROUTES = [
  defineRoute({
    id: 'discover-overview',
    ...community,
    sitemap: true,
    status: 'live',
    paths: path(COMMUNITY, DISCOVER, '{chip?}'),
    params: { chip: oneOf('my-holdings') },
  }),
  defineRoute({
    id: 'discover-users',
    ...community,
    sitemap: true,
    status: 'live',
    paths: path(COMMUNITY, DISCOVER, USERS),
  }),
  defineRoute({
    id: 'discover-groups',
    ...community,
    sitemap: true,
    status: 'live',
    paths: path(COMMUNITY, DISCOVER, GROUPS, '{chip?}'),
    params: { chip: oneOf('my-groups', 'most-active') },
  }),
  defineRoute({
    id: 'user-profile',
    ...community,
    sitemap: false,
    status: 'live',
    paths: path(COMMUNITY, PROFILE, '{slug}'),
  }),
  defineRoute({
    id: 'group',
    ...community,
    sitemap: false,
    status: 'live',
    paths: path(COMMUNITY, GROUP, '{slug}'),
  }),
] as const;

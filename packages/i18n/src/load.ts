/** The English catalogs define the keys; every other language must have exactly the same ones. */
export const defaultNamespace = 'common';
export const namespaces = [
  'common',
  'auth',
  'errors',
  'routes',
  'community',
  'market',
  'groups',
  'feed',
  'portfolio',
  'worldmap',
  'platform',
  'onboarding',
  'accounts',
  'payments',
  'instruments',
  'savings',
  'home',
  'rebalance',
  'credit',
] as const;
export type Namespace = (typeof namespaces)[number];

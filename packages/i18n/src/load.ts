import type { Language } from '@havn/domain';

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
] as const;
export type Namespace = (typeof namespaces)[number];

type Catalogs = Record<Namespace, unknown>;

const loaders: Record<Language, () => Promise<{ default: Catalogs }>> = {
  en: () => import('./languages/en.ts'),
  sv: () => import('./languages/sv.ts'),
  nb: () => import('./languages/nb.ts'),
  da: () => import('./languages/da.ts'),
  fi: () => import('./languages/fi.ts'),
  de: () => import('./languages/de.ts'),
};

/**
 * One language's catalogs, loaded when asked: the web ships each language as a chunk of its own, so a
 * page downloads the words of its own site and no other.
 */
export async function loadCatalogs(language: Language): Promise<Catalogs> {
  return (await loaders[language]()).default;
}

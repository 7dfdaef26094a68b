import type { Language } from '@havn/domain';
import type { Namespace } from '@havn/i18n/load';

/**
 * Every catalog file of every language, each a chunk of its own in the build: a page downloads the
 * namespaces it draws in its own language and nothing else (issue 14's JavaScript budget).
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  import: 'default',
  // Keys relative to the catalogs (`./sv/market.json`): 96 of them, each in every page's entry.
  base: '../../../../packages/i18n/catalogs/',
});

/** One namespace of one language's words, fetched once by the build's loader. */
export function loadCatalog(language: Language, namespace: Namespace): Promise<Record<string, unknown>> {
  const load = files[`./${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`no catalog ${language}/${namespace}`));
  return load();
}

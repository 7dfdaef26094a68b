import { type Language, type SiteId, siteLanguage } from '@havn/domain';
import type { englishResources } from '@havn/i18n';
import { defaultNamespace, type Namespace, namespaces } from '@havn/i18n/load';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, type ReportNamespaces } from 'react-i18next';
import { loadCatalog } from './catalogs.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishResources;
  }
}

export const i18n = i18next.createInstance();

/**
 * Words arrive by namespace: a screen's `useTranslation('groups')` fetches the groups catalog of the
 * page's language the first time it renders (React waits for it), so no page carries every word.
 */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    loadCatalog(language as Language, namespace as Namespace).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The namespaces the words of every page's frame (header, search, menu, footer) come from. */
export const frameNamespaces: readonly Namespace[] = ['common', 'routes', 'market'];

/**
 * Starts i18next with the site's language only and the namespaces asked for (every one by default:
 * tests and the server; the browser passes what the page draws first). Every language has every key
 * (the parity test), so no fallback language is downloaded beside it.
 */
export async function initI18n(
  language: Language,
  first: readonly Namespace[] = namespaces,
): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    if (i18n.language !== language) await i18n.changeLanguage(language);
    await i18n.loadNamespaces([...first]);
    return i18n;
  }
  await i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      ns: [...new Set([defaultNamespace, ...first])],
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Load at once, not on a timer: a test's fake clock would hold the words back for ever.
      initAsync: false,
    });
  return i18n;
}

/** The site's language before its page is shown, with the namespaces loaded so far. */
export async function applySiteLanguage(site: SiteId): Promise<void> {
  const language = siteLanguage[site];
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

let started: Promise<unknown> | undefined;

/**
 * An instance for one server render: renders in different languages run side by side on the server,
 * so each gets its own language over the one shared store of catalogs, every namespace loaded.
 */
export async function i18nForRender(language: Language): Promise<typeof i18n> {
  started ??= initI18n(language);
  await started;
  await i18n.loadLanguages(language);
  const instance = i18n.cloneInstance({ lng: language });
  return instance;
}

/** The namespaces a render's `useTranslation` calls asked for (react-i18next notes them on the instance). */
export function usedNamespaces(instance: typeof i18n): Namespace[] {
  const report = (instance as { reportNamespaces?: ReportNamespaces }).reportNamespaces;
  return (report?.getUsedNamespaces() ?? []) as Namespace[];
}

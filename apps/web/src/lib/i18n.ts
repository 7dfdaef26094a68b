import { type Language, type SiteId, siteLanguage } from '@havn/domain';
import type { englishResources } from '@havn/i18n';
import { defaultNamespace, loadCatalogs, namespaces } from '@havn/i18n/load';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishResources;
  }
}

export const i18n = i18next.createInstance();

/** Adds a language's catalogs (one chunk of the build, loaded once) before it is shown. */
async function ensureLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, defaultNamespace)) return;
  const catalogs = await loadCatalogs(language);
  for (const namespace of namespaces) {
    i18n.addResourceBundle(language, namespace, catalogs[namespace], true, true);
  }
}

/**
 * Starts i18next with the site's language only: every language has every key (the parity test), so
 * no fallback language is downloaded beside it.
 */
export async function initI18n(language: Language): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    await ensureLanguage(language);
    if (i18n.language !== language) await i18n.changeLanguage(language);
    return i18n;
  }
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLanguage(language);
  // Resources arrived after init: a change to the same language makes every t() see them.
  await i18n.changeLanguage(language);
  return i18n;
}

export async function applySiteLanguage(site: SiteId): Promise<void> {
  const language = siteLanguage[site];
  await ensureLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

let started: Promise<unknown> | undefined;

/**
 * An instance for one server render: renders in different languages run side by side on the server,
 * so each gets its own language over the one shared store of catalogs.
 */
export async function i18nForRender(language: Language): Promise<typeof i18n> {
  started ??= initI18n(language);
  await started;
  await ensureLanguage(language);
  return i18n.cloneInstance({ lng: language });
}

import { type Language, type SiteId, siteLanguage } from '@havn/domain';
import { defaultNamespace, type englishResources, namespaces, resources } from '@havn/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishResources;
  }
}

export const i18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    if (i18n.language !== language) await i18n.changeLanguage(language);
    return i18n;
  }
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    resources: resources as Parameters<typeof i18n.init>[0] extends { resources?: infer R } ? R : never,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

export async function applySiteLanguage(site: SiteId): Promise<void> {
  const language = siteLanguage[site];
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

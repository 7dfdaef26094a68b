import { useTranslation } from 'react-i18next';

/** The UI language, sent with feed and thread reads so translations come in the reader's language. */
export function useContentLanguage(): string {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2).toLowerCase();
  return /^[a-z]{2}$/.test(language) ? language : 'en';
}

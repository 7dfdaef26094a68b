import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The server renderer's note of the page's title: a screen names its page while it renders, so the
 * server writes the very `<title>` the browser would set, without a second list of titles.
 */
export const DocumentTitleNote = createContext<{ title?: string } | null>(null);

/** The tab's words for a page of this title. */
export function documentTitle(title: string, appName: string): string {
  return title ? `${title} – ${appName}` : appName;
}

/** `Title – Havn` in the tab, so history, bookmarks and screen readers name the page. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('appName');
  const full = documentTitle(title, appName);
  const note = useContext(DocumentTitleNote);
  if (note) note.title = title;
  useEffect(() => {
    document.title = full;
  }, [full]);
}

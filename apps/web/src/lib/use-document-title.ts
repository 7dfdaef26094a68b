import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `Title – Havn` in the tab, so history, bookmarks and screen readers name the page. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} – ${appName}` : appName;
  }, [title, appName]);
}

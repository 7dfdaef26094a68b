import { useEffect, useState } from 'react';
import { type ReportNamespaces, useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The localized message for a failed call, from its stable code (spec: errors are named end to end).
 * The error words are not needed to show a page, only once a call fails: they are fetched when the
 * first component that may show one mounts, beside the page rather than before it. A server render
 * that draws a message notes the namespace, so the browser has it before it hydrates that HTML.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { i18n } = useTranslation();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!i18n.hasLoadedNamespace('errors')) void i18n.loadNamespaces('errors').then(() => setLoaded(true));
  }, [i18n]);
  return (error) => {
    (i18n as { reportNamespaces?: ReportNamespaces }).reportNamespaces?.addUsedNamespaces(['errors']);
    const t = i18n.getFixedT(null, 'errors');
    if (error instanceof ApiError) {
      return t(error.code, { seconds: error.retryAfterSeconds ?? 60 });
    }
    return t('INTERNAL');
  };
}

import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';

/** The localized message for a failed call, from its stable code (spec: errors are named end to end). */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return (error) => {
    if (error instanceof ApiError) {
      return t(error.code, { seconds: error.retryAfterSeconds ?? 60 });
    }
    return t('INTERNAL');
  };
}

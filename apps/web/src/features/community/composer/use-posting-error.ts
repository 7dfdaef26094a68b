import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';

/**
 * Posting, commenting or editing failed: 'Something went wrong while posting, try again.' (spec
 * section 8), and when the server named a rule the member can act on, that rule's message too.
 */
export function usePostingError(): (error: unknown) => { title: string; detail: string | null } {
  const { t } = useTranslation('feed');
  const errorMessage = useErrorMessage();
  return (error) => {
    const named =
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      !['BAD_REQUEST', 'VALIDATION_FAILED', 'EDIT_WINDOW_CLOSED', 'TEXT_TOO_LONG'].includes(error.code);
    return { title: t('composer.postError'), detail: named ? errorMessage(error) : null };
  };
}

import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';

/** Codes whose general message speaks of a purchase or a sale alone: a switch words them itself. */
const SWITCH_WORDED = ['INVALID_FUND_ORDER', 'INSUFFICIENT_HOLDINGS', 'NOT_A_FUND', 'NOT_FOUND'] as const;
type SwitchWorded = (typeof SWITCH_WORDED)[number];

function isSwitchWorded(code: string): code is SwitchWorded {
  return (SWITCH_WORDED as readonly string[]).includes(code);
}

/** The message for a failed switch call: the switch's own words where it has them, else the app's. */
export function useSwitchErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  return (error) =>
    error instanceof ApiError && isSwitchWorded(error.code)
      ? t(`fundSwitch.apiErrors.${error.code}`)
      : errorMessage(error);
}

import { type AccountType, accountTypeOf } from '@havn/domain';
import { useTranslation } from 'react-i18next';

/**
 * An account type's name in the reader's language: "Investment savings account (ISK)"; with the
 * account's country a DEPOT is named as its country's account ("Share and fund account").
 */
export function useAccountTypeName(): (type: AccountType, country?: string | null) => string {
  const { t } = useTranslation('common');
  return (type, country) => t(`accountTypes.${accountTypeOf(type, country)}`);
}

import type { AccountType } from '@havn/domain';
import { useTranslation } from 'react-i18next';

/** An account type's name in the reader's language: "Investment savings account (ISK)". */
export function useAccountTypeName(): (type: AccountType) => string {
  const { t } = useTranslation('common');
  return (type) => t(`accountTypes.${type}`);
}

import { useTranslation } from 'react-i18next';
import { KycStep } from '../../features/identity/onboarding/KycStep.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The periodic KYC refresh: the answers again, prefilled; trading and withdrawals wait until sent. */
export default function RequiredActionScreen() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('required.title'));
  return <KycStep titleId="required-title" title={t('required.title')} lead={t('required.lead')} />;
}

import { useTranslation } from 'react-i18next';
import { KycStep } from '../../features/identity/onboarding/KycStep.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Onboarding step 3: the KYC questionnaire, and what became of it. Answers already decided (in review,
 * refused) show their outcome instead of the questions.
 */
export default function CustomerCreationScreen() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('kyc.title'));
  return <KycStep titleId="kyc-title" title={t('kyc.title')} lead={t('kyc.lead')} showDecided />;
}

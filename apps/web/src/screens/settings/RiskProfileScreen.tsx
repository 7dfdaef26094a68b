import { useTranslation } from 'react-i18next';
import { RiskProfileForm } from '../../features/accounts-and-money/RiskProfileForm.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Settings → risk profile: the suitability questionnaire and the risk level it gives. */
export default function RiskProfileScreen() {
  const { t } = useTranslation('accounts');
  const title = t('risk.title');
  useDocumentTitle(title);
  return (
    <section className="card narrow" aria-labelledby="risk-title">
      <h1 id="risk-title">{title}</h1>
      <p>{t('risk.intro')}</p>
      <RiskProfileForm />
    </section>
  );
}

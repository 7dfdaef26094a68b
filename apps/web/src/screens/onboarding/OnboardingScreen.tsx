import { useTranslation } from 'react-i18next';
import { EidLoginButton } from '../../features/identity/onboarding/EidButton.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/identity/onboarding/KycForm.css';

/** Becoming a customer starts with the eID: the steps ahead, and the button that opens it. */
export default function OnboardingScreen({ page }: { page: Page }) {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('start.title'));
  return (
    <section className="card narrow" aria-labelledby="onboarding-title">
      <h1 id="onboarding-title">{t('start.title')}</h1>
      <p className="lead">{t('start.lead')}</p>
      <ol className="onboarding-steps">
        <li>{t('start.step1')}</li>
        <li>{t('start.step2')}</li>
        <li>{t('start.step3')}</li>
        <li>{t('start.step4')}</li>
      </ol>
      <div className="actions">
        <EidLoginButton label={t('start.button')} />
      </div>
      <p className="muted">
        {t('start.haveAccount')} <Link to={pagePath('login', page.site)}>{t('start.loginLink')}</Link>
      </p>
    </section>
  );
}

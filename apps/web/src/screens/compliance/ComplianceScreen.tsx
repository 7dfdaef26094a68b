import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ComplianceReviewCard } from '../../features/identity/onboarding/ComplianceReviewCard.tsx';
import { useComplianceReviews } from '../../features/identity/onboarding/queries.ts';
import { useSessionQuery } from '../../features/identity/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/identity/onboarding/KycForm.css';

/** The back office's compliance reviews: answers in review, each approved or refused with a note. */
export default function ComplianceScreen() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('compliance.title'));
  const session = useSessionQuery();
  const officer = session.data?.role === 'compliance';
  const reviews = useComplianceReviews(officer);
  const errorMessage = useErrorMessage();
  return (
    <section className="card" aria-labelledby="compliance-title">
      <h1 id="compliance-title">{t('compliance.title')}</h1>
      <p className="lead">{t('compliance.lead')}</p>
      {!officer ? (
        <Alert tone="info">{t('compliance.notOfficer')}</Alert>
      ) : reviews.isPending ? (
        <Spinner />
      ) : reviews.isError ? (
        <Alert>{errorMessage(reviews.error)}</Alert>
      ) : reviews.data.length === 0 ? (
        <p>{t('compliance.empty')}</p>
      ) : (
        reviews.data.map((review) => <ComplianceReviewCard key={review.userId} review={review} />)
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { KycForm } from '../../features/identity/onboarding/KycForm.tsx';
import { KycOutcome } from '../../features/identity/onboarding/KycOutcome.tsx';
import { useAnswerKyc, useMyKyc } from '../../features/identity/onboarding/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Onboarding step 3: the KYC questionnaire, and what became of it. Answers already decided (in review,
 * refused) show their outcome instead of the questions.
 */
export default function CustomerCreationScreen() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('kyc.title'));
  const kyc = useMyKyc();
  const answer = useAnswerKyc();
  const errorMessage = useErrorMessage();
  if (kyc.isPending) return <Spinner />;
  if (kyc.isError) return <Alert>{errorMessage(kyc.error)}</Alert>;
  const result = answer.data ?? kyc.data.result;
  return (
    <section className="card narrow" aria-labelledby="kyc-title">
      <h1 id="kyc-title">{t('kyc.title')}</h1>
      {result ? (
        <KycOutcome result={result} />
      ) : (
        <>
          <p className="lead">{t('kyc.lead')}</p>
          {answer.isError && <Alert focus>{errorMessage(answer.error)}</Alert>}
          <KycForm
            residence={kyc.data.residence}
            initial={kyc.data.answers}
            busy={answer.isPending}
            submitLabel={t('kyc.submit')}
            onSubmit={(answers) => answer.mutate(answers)}
          />
        </>
      )}
    </section>
  );
}

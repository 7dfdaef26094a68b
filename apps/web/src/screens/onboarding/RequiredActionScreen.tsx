import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { KycForm } from '../../features/identity/onboarding/KycForm.tsx';
import { KycOutcome } from '../../features/identity/onboarding/KycOutcome.tsx';
import { useAnswerKyc, useMyKyc } from '../../features/identity/onboarding/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The periodic KYC refresh: the answers again, prefilled; trading and withdrawals wait until sent. */
export default function RequiredActionScreen() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('required.title'));
  const kyc = useMyKyc();
  const answer = useAnswerKyc();
  const errorMessage = useErrorMessage();
  if (kyc.isPending) return <Spinner />;
  if (kyc.isError) return <Alert>{errorMessage(kyc.error)}</Alert>;
  return (
    <section className="card narrow" aria-labelledby="required-title">
      <h1 id="required-title">{t('required.title')}</h1>
      {answer.data ? (
        <KycOutcome result={answer.data} />
      ) : (
        <>
          <p className="lead">{t('required.lead')}</p>
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

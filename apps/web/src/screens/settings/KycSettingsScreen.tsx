import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { KycForm } from '../../features/identity/onboarding/KycForm.tsx';
import { KycOutcome } from '../../features/identity/onboarding/KycOutcome.tsx';
import { useAnswerKyc, useMyKyc } from '../../features/identity/onboarding/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/identity/onboarding/KycForm.css';

/** Settings → KYC: the status of the answers, when they are asked again, and the answers to update. */
export default function KycSettingsScreen() {
  const { t, i18n } = useTranslation('onboarding');
  useDocumentTitle(t('settingsKyc.title'));
  const kyc = useMyKyc();
  const answer = useAnswerKyc();
  const errorMessage = useErrorMessage();
  // A new form after each save, so it starts from what was saved.
  const [round, setRound] = useState(0);
  if (kyc.isPending) return <Spinner />;
  if (kyc.isError) return <Alert>{errorMessage(kyc.error)}</Alert>;
  const { result, answers, residence } = kyc.data;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <section className="card narrow" aria-labelledby="settings-kyc-title">
      <h1 id="settings-kyc-title">{t('settingsKyc.title')}</h1>
      <p className="lead">{t('settingsKyc.lead')}</p>
      {result ? (
        <dl className="kyc-facts">
          <dt>{t('settingsKyc.status')}</dt>
          <dd>{t(`settingsKyc.statuses.${result.status}`)}</dd>
          {result.nextReviewAt && (
            <>
              <dt>{t('settingsKyc.nextReview')}</dt>
              <dd>{date(result.nextReviewAt)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>{t('settingsKyc.none')}</p>
      )}
      {answer.data && answer.data.status !== 'APPROVED' && <KycOutcome result={answer.data} />}
      {answer.data?.status === 'APPROVED' && <Alert tone="success">{t('settingsKyc.saved')}</Alert>}
      {answer.isError && <Alert focus>{errorMessage(answer.error)}</Alert>}
      <KycForm
        key={round}
        residence={residence}
        initial={answers}
        busy={answer.isPending}
        submitLabel={t('kyc.submit')}
        onSubmit={(next) => answer.mutate(next, { onSuccess: () => setRound((r) => r + 1) })}
      />
    </section>
  );
}

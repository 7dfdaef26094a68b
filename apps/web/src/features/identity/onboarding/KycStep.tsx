import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useErrorMessage } from '../use-error-message.ts';
import { KycForm } from './KycForm.tsx';
import { KycOutcome } from './KycOutcome.tsx';
import { useAnswerKyc, useMyKyc } from './queries.ts';

/**
 * A page that asks the KYC questions (customer-creation, required-action): the answers prefilled, the
 * refusal of the last send, and once answered what became of it. `showDecided` shows an outcome already
 * on record (in review, refused) instead of the questions; a refresh asks again whatever was decided.
 */
export function KycStep({
  titleId,
  title,
  lead,
  showDecided = false,
}: {
  titleId: string;
  title: string;
  lead: string;
  showDecided?: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const kyc = useMyKyc();
  const answer = useAnswerKyc();
  const errorMessage = useErrorMessage();
  if (kyc.isPending) return <Spinner />;
  if (kyc.isError) return <Alert>{errorMessage(kyc.error)}</Alert>;
  const result = answer.data ?? (showDecided ? kyc.data.result : null);
  return (
    <section className="card narrow" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {result ? (
        <KycOutcome result={result} />
      ) : (
        <>
          <p className="lead">{lead}</p>
          {answer.isError && <Alert focus>{errorMessage(answer.error)}</Alert>}
          <KycForm
            residence={kyc.data.residence}
            initial={kyc.data.answers}
            busy={answer.isPending}
            submitLabel={t('kyc.submit')}
            firstAccount={kyc.data.firstAccount}
            onSubmit={(answers) =>
              answer.mutate(
                kyc.data.firstAccount
                  ? { ...answers, acceptTerms: true, termsVersion: kyc.data.firstAccount.termsVersion }
                  : answers,
              )
            }
          />
        </>
      )}
    </section>
  );
}

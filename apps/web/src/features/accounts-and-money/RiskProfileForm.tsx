import { RISK_QUESTIONS } from '@havn/domain/broker/index';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useRiskProfileQuery, useSaveRiskProfile } from './account-queries.ts';
import './settings.css';

/** The suitability questionnaire; the server scores it with the domain's rule to a risk level 1–7. */
export function RiskProfileForm() {
  const { t } = useTranslation('accounts');
  const errorMessage = useErrorMessage();
  const profile = useRiskProfileQuery();
  const save = useSaveRiskProfile();
  const [answers, setAnswers] = useState<Record<string, string> | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <Alert>{errorMessage(profile.error)}</Alert>;
  const current = answers ?? profile.data.answers;
  const missing = RISK_QUESTIONS.some((q) => !current[q.id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!missing) save.mutate(current);
  };

  return (
    <form className="stacked-form" onSubmit={submit} noValidate>
      {profile.data.riskLevel !== null && (
        <p className="lead" role="status">
          {t('risk.level', { level: profile.data.riskLevel })}{' '}
          {t(`risk.levelText.${String(profile.data.riskLevel) as '1'}`)}
        </p>
      )}
      {RISK_QUESTIONS.map((question) => (
        <fieldset key={question.id} className="question">
          <legend>{t(`risk.questions.${question.id}.text`)}</legend>
          <div className="choice-list">
            {question.options.map((option) => (
              <label key={option} className="choice">
                <input
                  type="radio"
                  name={question.id}
                  value={option}
                  checked={current[question.id] === option}
                  onChange={() => setAnswers({ ...current, [question.id]: option })}
                />
                <span>
                  {t(`risk.questions.${question.id}.${option}` as 'risk.questions.horizon.UNDER_2Y')}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {showErrors && missing && <Alert>{t('risk.answerAll')}</Alert>}
      {save.isError && <Alert focus>{errorMessage(save.error)}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('risk.saved', { level: save.data.riskLevel })}</Alert>}
      <Button type="submit" busy={save.isPending}>
        {t('risk.submit')}
      </Button>
    </form>
  );
}

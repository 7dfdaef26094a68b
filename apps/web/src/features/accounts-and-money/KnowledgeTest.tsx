import type { Language, SiteId } from '@havn/domain';
import type { ProductGroup } from '@havn/domain/broker/index';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useAnswerKnowledgeTest, useKnowledgeTestQuery } from './account-queries.ts';
import './settings.css';

/**
 * A product group's knowledge test: every question with its options, the result, and after a pass the
 * way back to where the customer came from (the order they were placing), else a retake.
 */
export function KnowledgeTest({
  group,
  language,
  site,
  returnTo,
}: {
  group: ProductGroup;
  language: Language;
  site: SiteId;
  returnTo: string | null;
}) {
  const { t } = useTranslation('accounts');
  const errorMessage = useErrorMessage();
  const test = useKnowledgeTestQuery(group, language);
  const answer = useAnswerKnowledgeTest(group);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [showErrors, setShowErrors] = useState(false);
  if (test.isPending) return <Spinner />;
  if (test.isError) return <Alert>{errorMessage(test.error)}</Alert>;
  const unanswered = test.data.questions.filter((q) => !answers[q.id]);

  if (answer.isSuccess) {
    const result = answer.data;
    const passed = result.status === 'PASSED';
    return (
      <div className="stacked-form">
        <Alert tone={passed ? 'success' : 'error'} focus>
          {t(passed ? 'test.passed' : 'test.failed', { correct: result.correct, required: result.required })}
        </Alert>
        {!passed && result.nextAttemptAt && (
          <p>{t('test.coolDown', { time: formatDateTime(result.nextAttemptAt, site) })}</p>
        )}
        {passed && returnTo && (
          <p>
            <Link to={returnTo}>{t('test.backToOrder')}</Link>
          </p>
        )}
        {!passed && !result.nextAttemptAt && (
          <Button
            variant="secondary"
            onClick={() => {
              setAnswers({});
              setShowErrors(false);
              answer.reset();
            }}
          >
            {t('test.retake')}
          </Button>
        )}
        <p>
          <Link to={pagePath('settings-approved-instruments', site)}>{t('test.allGroups')}</Link>
        </p>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (unanswered.length > 0) return;
    answer.mutate({
      version: test.data.version,
      answers: Object.entries(answers).map(([questionId, optionId]) => ({ questionId, optionId })),
    });
  };
  const retryAt = answer.error instanceof ApiError ? answer.error.extensions.retryAt : undefined;

  return (
    <form className="stacked-form" onSubmit={submit} noValidate>
      <p>{t('test.intro', { required: test.data.required, total: test.data.questions.length })}</p>
      {test.data.questions.map((question, index) => (
        <fieldset key={question.id} className="question">
          <legend>
            {index + 1}. {question.text}
          </legend>
          <div className="choice-list">
            {question.options.map((option) => (
              <label key={option.id} className="choice">
                <input
                  type="radio"
                  name={question.id}
                  value={option.id}
                  checked={answers[question.id] === option.id}
                  onChange={() => setAnswers((current) => ({ ...current, [question.id]: option.id }))}
                />
                <span>{option.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {showErrors && unanswered.length > 0 && <Alert>{t('test.answerAll')}</Alert>}
      {answer.isError && (
        <Alert focus>
          {retryAt ? t('test.coolDown', { time: formatDateTime(retryAt, site) }) : errorMessage(answer.error)}
        </Alert>
      )}
      <Button type="submit" busy={answer.isPending}>
        {t('test.submit')}
      </Button>
    </form>
  );
}

import type { SupportThreadView } from '@havn/contract/web';
import {
  FAQ_CATEGORIES,
  type FaqCategory,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
} from '@havn/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useStartSupportThread } from './queries.ts';
import './support.css';

/** Write to support: a category of the FAQ, a subject and the first message of a new thread. */
export function NewThreadForm({
  initialCategory,
  submitLabel,
  onCreated,
}: {
  initialCategory: FaqCategory | null;
  submitLabel: string;
  onCreated: (thread: SupportThreadView) => void;
}) {
  const { t } = useTranslation('platform');
  const errorMessage = useErrorMessage();
  const start = useStartSupportThread();
  const [category, setCategory] = useState<FaqCategory | ''>(initialCategory ?? '');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const categoryId = useId();
  const messageId = useId();
  const categoryError = tried && category === '' ? t('support.form.categoryRequired') : undefined;
  const subjectError =
    tried && subject.trim().length < SUPPORT_SUBJECT_MIN
      ? t('support.form.subjectTooShort', { min: SUPPORT_SUBJECT_MIN })
      : undefined;
  const messageError = tried && message.trim() === '' ? t('support.form.messageRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (category === '' || subject.trim().length < SUPPORT_SUBJECT_MIN || message.trim() === '') return;
    start.mutate(
      { category, subject: subject.trim(), message },
      {
        onSuccess: (thread) => {
          setSubject('');
          setMessage('');
          setTried(false);
          onCreated(thread);
        },
      },
    );
  };

  return (
    <form className="card support-form" onSubmit={submit} noValidate>
      <div className={categoryError ? 'field field-invalid' : 'field'}>
        <label htmlFor={categoryId}>{t('support.form.category')}</label>
        <select
          id={categoryId}
          value={category}
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={categoryError ? `${categoryId}-error` : undefined}
          onChange={(event) => setCategory(event.target.value as FaqCategory | '')}
        >
          <option value="">{t('support.form.chooseCategory')}</option>
          {FAQ_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`faq.category.${value}`)}
            </option>
          ))}
        </select>
        {categoryError && (
          <p id={`${categoryId}-error`} className="field-error">
            {categoryError}
          </p>
        )}
      </div>
      <TextField
        label={t('support.form.subject')}
        value={subject}
        maxLength={SUPPORT_SUBJECT_MAX}
        autoComplete="off"
        error={subjectError}
        onChange={(event) => setSubject(event.target.value)}
      />
      <MessageField
        id={messageId}
        label={t('support.form.message')}
        value={message}
        error={messageError}
        onChange={setMessage}
      />
      {start.isError && <Alert focus>{errorMessage(start.error)}</Alert>}
      <Button type="submit" busy={start.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** A labelled text area for a support message, its error read out with it. */
export function MessageField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={5}
        maxLength={SUPPORT_MESSAGE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

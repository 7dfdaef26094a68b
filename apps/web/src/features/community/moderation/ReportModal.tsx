import { characterCounter, checkText, codePointLength, TEXT_LIMITS } from '@havn/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useViewer } from '../content/use-viewer.ts';
import { useReportMutation } from './queries.ts';
import '../community.css';
import './ReportModal.css';

/** What the report modal needs of the reported content item. */
export interface ReportableItem {
  id: string;
}

/**
 * The report modal (spec sections 4 and 8): a required comment with its length/500 counter, then
 * sending ('Wait...'), then the thank-you or the error. It starts afresh every time it opens.
 */
export function ReportModal({
  item,
  open,
  onOpenChange,
}: {
  item: ReportableItem;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('groups');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('report.title')}>
      <ReportForm item={item} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function ReportForm({ item, onClose }: { item: ReportableItem; onClose(): void }) {
  const { t } = useTranslation('groups');
  const id = useId();
  const { user } = useViewer();
  const report = useReportMutation();
  const errorMessage = useErrorMessage();
  const [comment, setComment] = useState('');
  const closeButton = useRef<HTMLButtonElement>(null);

  const checked = checkText('report', comment);
  const tooLong = !checked.ok && checked.error === 'TOO_LONG';
  const sending = report.isPending;
  const canSend = checked.ok && !sending;

  useEffect(() => {
    if (report.isSuccess) closeButton.current?.focus();
  }, [report.isSuccess]);

  if (report.isSuccess) {
    return (
      <div className="gr-report-done" role="status">
        <p className="gr-report-done-title">{t('report.successTitle')}</p>
        <p>{t('report.successText')}</p>
        <div className="gr-dialog-actions">
          <button ref={closeButton} type="button" className="btn btn-primary" onClick={onClose}>
            {t('report.close')}
          </button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok || sending) return;
    report.mutate({ contentId: item.id, reportComment: checked.value, country: user?.country ?? '' });
  };

  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} className="gr-report-form" noValidate>
      {report.isError && (
        <Alert>
          {report.error instanceof ApiError && report.error.code === 'ALREADY_REPORTED'
            ? errorMessage(report.error)
            : t('report.failed')}
        </Alert>
      )}
      <div className={tooLong ? 'field field-invalid' : 'field'}>
        <label htmlFor={id}>{t('report.comment')}</label>
        <p id={`${id}-hint`} className="field-hint">
          {t('report.commentHint')}
        </p>
        <textarea
          id={id}
          name="reportComment"
          rows={5}
          required
          aria-required="true"
          aria-invalid={tooLong || undefined}
          aria-describedby={[`${id}-hint`, counterId, tooLong ? errorId : ''].filter(Boolean).join(' ')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          readOnly={sending}
        />
        <p
          id={counterId}
          className={tooLong ? 'gr-report-counter field-error' : 'gr-report-counter field-hint'}
          data-testid="report-counter"
        >
          <span aria-hidden="true">{characterCounter('report', comment)}</span>
          <span className="visually-hidden">
            {t('report.counterLabel', {
              length: codePointLength(comment.normalize('NFC')),
              limit: TEXT_LIMITS.report,
            })}
          </span>
        </p>
        {tooLong && (
          <p id={errorId} className="field-error" role="alert">
            {t('report.maxCharacters', { limit: TEXT_LIMITS.report })}
          </p>
        )}
      </div>
      <div className="gr-dialog-actions">
        <Button variant="secondary" onClick={onClose}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" disabled={!canSend} aria-busy={sending || undefined}>
          {sending ? t('report.sending') : t('report.send')}
        </Button>
      </div>
    </form>
  );
}

import { checkText, TEXT_LIMITS, type TextKind, trimEdited } from '@havn/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { ItemFields } from '../content/types.ts';
import { LimitedText } from './LimitedText.tsx';
import { useUpdateContentMutation } from './queries.ts';
import { usePostingError } from './use-posting-error.ts';
import '../community.css';
import './EditBox.css';
import './composer.css';

/** The text rules an item's edit follows: a poll's question, else its own kind. */
export function textKindOf(type: ItemFields['type']): TextKind {
  if (type === 'POLL') return 'pollQuestion';
  if (type === 'COMMENT') return 'comment';
  if (type === 'REPLY') return 'reply';
  return 'post';
}

/** Edits my item in place (within 60 minutes of writing it); the text is trimmed before saving. */
export function EditBox({ item, onDone }: { item: ItemFields; onDone(): void }) {
  const { t } = useTranslation('feed');
  const update = useUpdateContentMutation();
  const postingError = usePostingError();
  const [message, setMessage] = useState(item.message ?? '');
  const kind = textKindOf(item.type);
  const valid = checkText(kind, trimEdited(message)).ok;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || update.isPending) return;
    update.mutate({ contentId: item.id, message: trimEdited(message) }, { onSuccess: onDone });
  };

  let error: { title: string; detail: string | null } | null = null;
  if (update.isError) {
    error =
      update.error instanceof ApiError && update.error.code === 'EDIT_WINDOW_CLOSED' && item.type !== 'TRADE'
        ? { title: t(`menu.editWindowClosed.${item.type}`), detail: null }
        : postingError(update.error);
  }
  return (
    <form className="edit-box" onSubmit={save}>
      <LimitedText
        label={t('composer.editLabel')}
        hideLabel
        value={message}
        onChange={setMessage}
        limit={TEXT_LIMITS[kind]}
        rows={3}
        autoFocus
      />
      {error && (
        <Alert>
          {error.title}
          {error.detail && <span className="alert-detail"> {error.detail}</span>}
        </Alert>
      )}
      <div className="composer-actions">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('composer.cancel')}
        </Button>
        <Button type="submit" busy={update.isPending} disabled={!valid}>
          {update.isPending ? t('composer.saving') : t('composer.save')}
        </Button>
      </div>
    </form>
  );
}

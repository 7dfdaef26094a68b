import { checkText, TEXT_LIMITS } from '@havn/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { announce } from '../../../lib/focus.ts';
import type { ItemFields } from '../content/types.ts';
import { useRefreshThread } from '../thread/queries.ts';
import { LimitedText } from './LimitedText.tsx';
import { useCreateContentMutation, useIntendedItem } from './queries.ts';
import { usePostingError } from './use-posting-error.ts';
import '../community.css';
import './CommentBox.css';
import './composer.css';

/**
 * Writes a comment on a post, poll or trade event, or a reply to a comment. The thread is fetched
 * again afterwards so every copy of it shows the new item; `onDone` gets the new item's id, so the
 * thread can move focus to it, and a polite announcement says it was published.
 */
export function CommentBox({
  parent,
  rootId,
  kind,
  onDone,
  onCancel,
  autoFocus = false,
}: {
  parent: ItemFields;
  rootId: string;
  kind: 'comment' | 'reply';
  onDone?(created: { id: string }): void;
  onCancel?(): void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('feed');
  const create = useCreateContentMutation();
  const intended = useIntendedItem();
  const refreshThread = useRefreshThread();
  const postingError = usePostingError();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const valid = checkText(kind, message).ok;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    const request = intended.request([kind, parent.id, message], () => ({
      type: kind === 'comment' ? 'COMMENT' : 'REPLY',
      message,
      parentId: parent.id,
      ...(parent.type === 'TRADE' ? { parentContentType: 'TRADE' as const } : {}),
    }));
    create.mutate(request, {
      onSuccess: async (created) => {
        intended.done();
        setMessage('');
        announce(kind === 'comment' ? t('composer.commentPublished') : t('composer.replyPublished'));
        try {
          await refreshThread(rootId);
        } finally {
          setSending(false);
          onDone?.(created);
        }
      },
      onError: () => setSending(false),
    });
  };

  const error = create.isError ? postingError(create.error) : null;
  return (
    <form className={`comment-box comment-box-${kind}`} onSubmit={send}>
      <LimitedText
        label={
          kind === 'comment'
            ? t('composer.commentLabel')
            : t('composer.replyLabel', { username: parent.profile.username })
        }
        hideLabel
        placeholder={kind === 'comment' ? t('composer.commentPlaceholder') : t('composer.replyPlaceholder')}
        value={message}
        onChange={setMessage}
        limit={TEXT_LIMITS[kind]}
        rows={2}
        autoFocus={autoFocus}
      />
      {error && (
        <Alert>
          {error.title}
          {error.detail && <span className="alert-detail"> {error.detail}</span>}
        </Alert>
      )}
      <div className="composer-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            {t('composer.cancel')}
          </Button>
        )}
        <Button type="submit" busy={sending} disabled={!valid}>
          {sending
            ? t('composer.sending')
            : kind === 'comment'
              ? t('composer.sendComment')
              : t('composer.sendReply')}
        </Button>
      </div>
    </form>
  );
}

import type { SiteId, SupportSide } from '@havn/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { MessageField } from './NewThreadForm.tsx';
import {
  useCloseSupportThread,
  useMarkSupportRead,
  useSupportReply,
  useSupportThreadQuery,
} from './queries.ts';
import './support.css';

/**
 * One support thread as `reader` sees it: its messages oldest first, a reply box, and for support
 * staff the Close button. Shown means read: the other side's new messages are marked read on arrival.
 */
export function SupportConversation({
  threadId,
  reader,
  site,
}: {
  threadId: string;
  reader: SupportSide;
  site: SiteId;
}) {
  const { t } = useTranslation('platform');
  const errorMessage = useErrorMessage();
  const thread = useSupportThreadQuery(threadId);
  const reply = useSupportReply(threadId);
  const markRead = useMarkSupportRead();
  const close = useCloseSupportThread();
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const replyId = useId();
  const unread = thread.data?.unread ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: marks read once per new unread count
  useEffect(() => {
    if (unread > 0 && !markRead.isPending) markRead.mutate(threadId);
  }, [threadId, unread]);

  if (thread.isPending) return <Spinner />;
  if (thread.isError) return <Alert>{errorMessage(thread.error)}</Alert>;
  const view = thread.data;
  const messageError = tried && message.trim() === '' ? t('support.form.messageRequired') : undefined;

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (message.trim() === '') return;
    reply.mutate(message, {
      onSuccess: () => {
        setMessage('');
        setTried(false);
      },
    });
  };

  return (
    <section className="support-conversation" aria-labelledby={`${threadId}-subject`}>
      <h2 id={`${threadId}-subject`}>{view.subject}</h2>
      <p className="support-meta">
        {t(`faq.category.${view.category}`)} · {t(`support.state.${view.state}`)}
        {reader === 'SUPPORT' && <> · {view.customer}</>}
      </p>
      <ol className="support-messages" aria-live="polite">
        {view.messages.map((m) => (
          <li key={m.id} className={m.side === reader ? 'support-message support-mine' : 'support-message'}>
            <p className="support-author">
              {m.side === 'SUPPORT' ? t('support.staff', { name: m.author }) : m.author}{' '}
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, site)}</time>
            </p>
            <p className="support-body">{m.body}</p>
          </li>
        ))}
      </ol>
      <form className="support-reply" onSubmit={send} noValidate>
        <MessageField
          id={replyId}
          label={t('support.reply')}
          value={message}
          error={messageError}
          onChange={setMessage}
        />
        {reply.isError && <Alert focus>{errorMessage(reply.error)}</Alert>}
        <div className="support-actions">
          <Button type="submit" busy={reply.isPending}>
            {t('support.send')}
          </Button>
          {reader === 'SUPPORT' && view.state !== 'CLOSED' && (
            <Button variant="secondary" busy={close.isPending} onClick={() => close.mutate(threadId)}>
              {t('support.close')}
            </Button>
          )}
        </div>
        {close.isError && <Alert>{errorMessage(close.error)}</Alert>}
      </form>
    </section>
  );
}

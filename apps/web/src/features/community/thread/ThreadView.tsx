import { canComment, canReply } from '@havn/domain';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';
import { focusWhenPresent } from '../../../lib/focus.ts';
import { CommentBox } from '../composer/CommentBox.tsx';
import { ContentItem } from '../content/ContentItem.tsx';
import { useInteractionGate } from '../content/InteractionGate.tsx';
import type { Comment, ThreadRoot } from '../content/types.ts';
import { useThreadQuery } from './queries.ts';
import {
  hiddenComments,
  initialVisibleComments,
  initialVisibleReplies,
  needsWholeThread,
  showMoreComments,
} from './thread-paging.ts';
import '../community.css';
import './ThreadView.css';

const ALL = Number.POSITIVE_INFINITY;

/**
 * After sending, focus goes to the new item once the refetched thread shows it (or back to the button
 * that opened the composer), never to <body> as the composer disappears.
 */
function focusNewItem(
  container: RefObject<HTMLElement | null>,
  id: string,
  opener: RefObject<HTMLElement | null>,
) {
  focusWhenPresent(() => container.current?.querySelector<HTMLElement>(`[data-item-id="${id}"]`), {
    fallback: () => opener.current,
  });
}

/**
 * A thread: its root, then its comments (newest at the bottom) with their replies. In a feed it
 * starts with a few comments and fetches the whole thread when more are asked for; in the Thread
 * drawer it shows every comment, the marked item highlighted.
 */
export function ThreadView({
  root,
  mode,
  now,
  onOpenThread,
}: {
  root: ThreadRoot;
  mode: 'feed' | 'drawer';
  now: Date;
  onOpenThread?(contentId: string): void;
}) {
  const { t } = useTranslation('feed');
  const gate = useInteractionGate();
  const [visible, setVisible] = useState(() =>
    mode === 'drawer' ? ALL : initialVisibleComments(Math.max(root.childCount, root.children.length)),
  );
  const [wantWhole, setWantWhole] = useState(false);
  const [commenting, setCommenting] = useState(false);
  const threadRef = useRef<HTMLDivElement>(null);
  const commentButton = useRef<HTMLButtonElement>(null);
  const whole = useThreadQuery(root.id, mode === 'feed' && wantWhole);

  const data = mode === 'feed' && wantWhole && whole.data?.root.id === root.id ? whole.data.root : root;
  const comments = data.children;
  const total = Math.max(data.childCount, comments.length);
  const shown = comments.slice(Math.max(0, comments.length - Math.min(visible, total)));
  const hidden = hiddenComments(visible, total);

  const reveal = (next: number) => {
    if (needsWholeThread(next, comments.length, total)) setWantWhole(true);
    setVisible(next);
  };

  const rootActions = (
    <>
      {canComment(root).ok && (
        <button
          ref={commentButton}
          type="button"
          className="feed-action"
          aria-expanded={commenting}
          onClick={() => gate.requireMember(() => setCommenting(true))}
        >
          {t('thread.comment')}
        </button>
      )}
      {mode === 'feed' && onOpenThread && (
        <button type="button" className="btn btn-link feed-open-thread" onClick={() => onOpenThread(root.id)}>
          {total > 0 ? t('thread.openWithCount', { count: total }) : t('thread.open')}
        </button>
      )}
    </>
  );

  return (
    <div className="thread" ref={threadRef}>
      <ContentItem item={data} level="root" rootId={root.id} now={now} actions={rootActions} />
      {total > 0 && (
        <section className="thread-comments" aria-label={t('thread.commentsLabel', { count: total })}>
          <div className="thread-controls">
            {visible === 0 ? (
              <button
                type="button"
                className="btn btn-link"
                onClick={() => reveal(initialVisibleComments(total))}
              >
                {t('thread.showComments', { count: total })}
              </button>
            ) : (
              <>
                {hidden > 0 && (
                  <button
                    type="button"
                    className="btn btn-link"
                    onClick={() => reveal(showMoreComments(visible, total))}
                  >
                    {t('thread.showMoreComments')}
                  </button>
                )}
                {hidden > 0 && (
                  <button type="button" className="btn btn-link" onClick={() => reveal(ALL)}>
                    {t('thread.showAllComments', { count: total })}
                  </button>
                )}
                <button type="button" className="btn btn-link" onClick={() => setVisible(0)}>
                  {t('thread.hideComments')}
                </button>
              </>
            )}
          </div>
          {wantWhole && whole.isPending && <Spinner label={t('thread.loadingComments')} />}
          {shown.length > 0 && (
            <ol className="thread-comment-list">
              {shown.map((comment) => (
                <li key={comment.id}>
                  <CommentBlock
                    comment={comment}
                    rootId={root.id}
                    now={now}
                    requestWhole={() => setWantWhole(true)}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      {commenting && (
        <CommentBox
          parent={data}
          rootId={root.id}
          kind="comment"
          autoFocus
          onCancel={() => {
            commentButton.current?.focus();
            setCommenting(false);
          }}
          onDone={(created) => {
            setCommenting(false);
            setVisible((v) => (v === 0 ? initialVisibleComments(total + 1) : v + 1));
            focusNewItem(threadRef, created.id, commentButton);
          }}
        />
      )}
    </div>
  );
}

function CommentBlock({
  comment,
  rootId,
  now,
  requestWhole,
}: {
  comment: Comment;
  rootId: string;
  now: Date;
  requestWhole(): void;
}) {
  const { t } = useTranslation('feed');
  const gate = useInteractionGate();
  const replies = comment.children;
  const total = Math.max(comment.childCount, replies.length);
  const [visible, setVisible] = useState(() => initialVisibleReplies(replies, total));
  const [replying, setReplying] = useState(false);
  const blockRef = useRef<HTMLDivElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const shown = replies.slice(0, visible);
  const hidden = Math.max(0, total - shown.length);

  const actions = canReply({ type: 'COMMENT', status: comment.status, classicUri: comment.classicUri })
    .ok && (
    <button
      ref={replyButton}
      type="button"
      className="feed-action"
      aria-expanded={replying}
      onClick={() => gate.requireMember(() => setReplying(true))}
    >
      {t('thread.reply')}
    </button>
  );
  return (
    <div className="thread-comment" ref={blockRef}>
      <ContentItem item={comment} level="comment" rootId={rootId} now={now} actions={actions} />
      {shown.length > 0 && (
        <ol className="thread-replies">
          {shown.map((reply) => (
            <li key={reply.id}>
              <ContentItem item={reply} level="reply" rootId={rootId} now={now} />
            </li>
          ))}
        </ol>
      )}
      {hidden > 0 && (
        <button
          type="button"
          className="btn btn-link thread-show-replies"
          onClick={() => {
            if (replies.length < total) requestWhole();
            setVisible(ALL);
          }}
        >
          {shown.length === 0
            ? t('thread.showReplies', { count: hidden })
            : t('thread.showMoreReplies', { count: hidden })}
        </button>
      )}
      {replying && (
        <CommentBox
          parent={comment}
          rootId={rootId}
          kind="reply"
          autoFocus
          onCancel={() => {
            replyButton.current?.focus();
            setReplying(false);
          }}
          onDone={(created) => {
            setReplying(false);
            setVisible(ALL);
            focusNewItem(blockRef, created.id, replyButton);
          }}
        />
      )}
    </div>
  );
}

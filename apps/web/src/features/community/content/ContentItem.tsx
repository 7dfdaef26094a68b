import type { CollapseKind, ContentMenuAction } from '@havn/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirst } from '../../../lib/focus.ts';
import { ImageGallery } from '../carousel/ImageGallery.tsx';
import { EditBox } from '../composer/EditBox.tsx';
import { Poll } from '../polls/Poll.tsx';
import { LikeButton } from '../reactions/LikeButton.tsx';
import { Avatar } from './Avatar.tsx';
import { CollapsibleMessage } from './CollapsibleMessage.tsx';
import { ContentMenu } from './ContentMenu.tsx';
import { useCommunityActions, useInGroup } from './community-actions.tsx';
import { DeleteContentModal } from './DeleteContentModal.tsx';
import { ProfileName } from './ProfileName.tsx';
import { editRefusalOf, menuActionsOf, reactRefusalOf } from './permissions.ts';
import { RelativeTime } from './RelativeTime.tsx';
import { TradeEvent } from './TradeEvent.tsx';
import type { ItemFields, ItemLevel } from './types.ts';
import { useContentLanguage } from './use-content-language.ts';
import { useViewer } from './use-viewer.ts';
import '../community.css';
import './ContentItem.css';

const COLLAPSE_KIND: Record<ItemFields['type'], CollapseKind> = {
  POST: 'post',
  TRADE: 'post',
  POLL: 'poll',
  COMMENT: 'comment',
  REPLY: 'reply',
};

/**
 * One post, poll, trade event, comment or reply: its author and time, its text (collapsed when long,
 * translated when a translation came with it), images, poll, like, and the menu the permission rules
 * allow. Deleted content and muted members' comments show as placeholders (spec sections 4 and 6).
 */
export function ContentItem({
  item,
  level,
  rootId,
  now,
  actions,
}: {
  item: ItemFields;
  level: ItemLevel;
  rootId: string;
  now: Date;
  /** Buttons after the like: comment, reply, open thread. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('feed');
  const { viewer } = useViewer();
  const inGroup = useInGroup();
  const language = useContentLanguage();
  const { onReport, onMute } = useCommunityActions();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [showOriginal, setShowOriginal] = useState(false);
  const noteId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (item.isMarked) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [item.isMarked]);

  const className = ['feed-item', `feed-item-${level}`, item.isMarked ? 'is-marked' : '']
    .filter(Boolean)
    .join(' ');
  const like = item.reactions.find((r) => r.type === 'LIKE');
  const refusal = reactRefusalOf(item, viewer);
  const blocked =
    refusal === 'CONTENT_DELETED' || refusal === 'CLASSIC_CONTENT' || refusal === 'INTERACTION_DISABLED';
  const note =
    refusal === 'CONTENT_DELETED'
      ? t('item.deletedNote')
      : refusal === 'CLASSIC_CONTENT'
        ? t('item.classicNote')
        : refusal === 'INTERACTION_DISABLED'
          ? t('item.interactionDisabled')
          : null;
  const footer = (
    <footer className="feed-item-actions">
      <LikeButton
        key={`${item.id}:${like?.selected ?? false}`}
        item={item}
        disabled={blocked}
        describedBy={note ? noteId : undefined}
      />
      {actions}
      {note && (
        <span id={noteId} className="feed-note">
          {note}
        </span>
      )}
    </footer>
  );

  if (item.status === 'DELETED') {
    return (
      <article ref={ref} className={`${className} is-deleted`} aria-label={t('item.deleted')}>
        <p className="feed-placeholder">{t('item.deleted')}</p>
        {footer}
      </article>
    );
  }
  if (item.muted && level !== 'root') {
    return (
      <article ref={ref} className={`${className} is-muted`} aria-label={t('item.mutedComment')}>
        <p className="feed-placeholder">{t('item.mutedComment')}</p>
      </article>
    );
  }

  const menu = menuActionsOf(item, viewer, now);
  const onAction = (action: ContentMenuAction) => {
    if (action === 'edit') setEditing(true);
    else if (action === 'delete') setDeleting(true);
    else if (action === 'report') onReport(item);
    else onMute(item.profile);
  };
  const translated = item.translation !== null && !showOriginal;
  const text = translated && item.translation ? item.translation.message : (item.message ?? '');
  return (
    <article ref={ref} className={className} aria-labelledby={`${noteId}-author`} data-item-id={item.id}>
      <header className="feed-item-header">
        <Avatar uri={item.profile.avatarUri} name={item.profile.username} size={level === 'root' ? 40 : 32} />
        <div className="feed-item-meta">
          <span id={`${noteId}-author`}>
            <ProfileName profile={item.profile} />
          </span>
          <span className="muted">
            <RelativeTime iso={item.postedAt} now={now} />
            {item.status === 'EDITED' && <span className="feed-edited"> · {t('item.edited')}</span>}
            {item.isPinned && <span className="feed-pinned"> · {t('item.pinned')}</span>}
          </span>
          {item.isMarked && <span className="visually-hidden">{t('item.marked')}</span>}
        </div>
        <ContentMenu
          item={item}
          actions={menu}
          editRefusal={editRefusalOf(item, viewer, now)}
          onAction={onAction}
        />
      </header>
      {item.tradeEvent && <TradeEvent trade={item.tradeEvent} />}
      {editing ? (
        <EditBox
          item={item}
          onDone={() => {
            // Saved or cancelled, the box goes: focus back to the menu Edit was chosen from.
            focusFirst(
              () => ref.current?.querySelector<HTMLElement>('.feed-menu-trigger'),
              () => ref.current,
            );
            setEditing(false);
          }}
        />
      ) : (
        text && (
          <CollapsibleMessage
            text={text}
            kind={COLLAPSE_KIND[item.type]}
            inGroup={inGroup}
            lang={translated ? language : item.translation?.originalLanguage}
          />
        )
      )}
      {item.translation && !editing && (
        <button
          type="button"
          className="btn btn-link feed-translation-toggle"
          onClick={() => setShowOriginal((s) => !s)}
        >
          {showOriginal ? t('item.seeTranslation') : t('item.seeOriginal')}
        </button>
      )}
      <ImageGallery images={item.imageAttributes} />
      {item.poll && (
        <Poll item={item} poll={item.poll} now={now} translated={translated} disabled={blocked} />
      )}
      {footer}
      {deleting && (
        <DeleteContentModal
          item={item}
          rootId={rootId}
          open={deleting}
          onOpenChange={setDeleting}
          returnFocusTo={() => ref.current}
        />
      )}
    </article>
  );
}

import {
  type ContentMenuAction,
  canEdit,
  canReact,
  contentMenu,
  type EditRefusal,
  type PermissionContent,
  type ReactRefusal,
  type Viewer,
} from '@havn/domain';
import type { ItemFields } from './types.ts';

/** What the permission rules of @havn/domain need to know about an item as the API shows it. */
export function permissionContentOf(item: ItemFields): PermissionContent {
  return {
    // A trade event is its member's root item: it is deleted, reported and muted like a post.
    type: item.type === 'TRADE' ? 'POST' : item.type,
    status: item.status,
    createdAt: new Date(item.createdAt),
    profileId: item.profile.id,
    ...(item.poll?.totalVotes != null ? { totalVotes: item.poll.totalVotes } : {}),
    classicUri: item.classicUri,
  };
}

/** The item's menu for this viewer, in menu order; a trade event is never edited (it is not text). */
export function menuActionsOf(item: ItemFields, viewer: Viewer, now: Date): ContentMenuAction[] {
  const actions = contentMenu({ viewer, content: permissionContentOf(item), now });
  return item.type === 'TRADE' ? actions.filter((a) => a !== 'edit') : actions;
}

/** Why the author may not edit any more, when that is the reason (shown in place of Edit). */
export function editRefusalOf(item: ItemFields, viewer: Viewer, now: Date): EditRefusal | null {
  if (item.type === 'TRADE') return null;
  const check = canEdit({ viewer, content: permissionContentOf(item), now });
  return check.ok ? null : check.reason;
}

export function reactRefusalOf(item: ItemFields, viewer: Viewer): ReactRefusal | null {
  const check = canReact({
    viewer,
    content: { status: item.status, classicUri: item.classicUri },
    canInteract: item.canInteract,
  });
  return check.ok ? null : check.reason;
}

/** The reaction call names a poll POLL and every other item COMMENT (api.md). */
export function reactionItemType(item: Pick<ItemFields, 'type'>): 'POLL' | 'COMMENT' {
  return item.type === 'POLL' ? 'POLL' : 'COMMENT';
}

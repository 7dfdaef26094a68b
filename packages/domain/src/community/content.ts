import { DELETED_PROFILE_ID } from '../limits.ts';

/** The content item's type and status (spec section 3), shared by the permission and view rules. */
export const CONTENT_TYPES = ['POST', 'POLL', 'COMMENT', 'REPLY'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_STATUSES = ['LIVE', 'EDITED', 'DELETED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** A comment's parent may also be a trade event (`parentContentType: 'TRADE'`). */
export type ParentType = ContentType | 'TRADE';

/** Every type a stored content item may have: what members write, and the trade events Havn writes for them. */
export const CONTENT_ITEM_TYPES = [...CONTENT_TYPES, 'TRADE'] as const;
export type ContentItemType = (typeof CONTENT_ITEM_TYPES)[number];

/** Content imported from the classic site keeps a link back to it; that is how it is recognised. */
export function isClassicContent(content: { classicUri?: string | null }): boolean {
  return typeof content.classicUri === 'string' && content.classicUri !== '';
}

/** A deactivated user's content carries the all-zero placeholder id (spec section 3, Profile). */
export function isDeactivatedProfileId(profileId: string | null | undefined): boolean {
  return profileId === DELETED_PROFILE_ID;
}

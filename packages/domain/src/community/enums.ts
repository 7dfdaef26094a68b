/**
 * The community's closed lists (spec section 3), defined once: the contract's zod enums and the
 * database's column types are built from these arrays, so the three can never disagree.
 */

/** A deactivated member's profile stays (their content shows the all-zero id). */
export const PROFILE_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const GROUP_KINDS = ['PUBLIC', 'PRIVATE'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** What a reaction summary counts: likes, and comments (a comment counts as its parent's reaction). */
export const REACTION_TYPES = ['LIKE', 'COMMENT'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** A report is OPEN until a moderator KEEPs the content (KEPT) or REMOVEs it (REMOVED). */
export const REPORT_STATUSES = ['OPEN', 'KEPT', 'REMOVED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const MODERATION_DECISIONS = ['KEEP', 'REMOVE'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

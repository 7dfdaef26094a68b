/** Plain values of the community calls, without zod: the web imports them at run time (`@havn/contract/web`). */

export const BIO_MAX = 500;

/**
 * A group description holds at most this many code points (counted like every other community text).
 * The spec names no limit; 1000 is our choice, long enough for a paragraph about the group.
 * @TODO(community server issue): move to packages/domain limits.ts beside GROUP_NAME_MAX.
 */
export const GROUP_DESCRIPTION_MAX = 1000;

/** Discover groups pages by limit and offset; these are the default and the largest page. */
export const DISCOVER_GROUPS_PAGE_SIZE = 20;
export const DISCOVER_GROUPS_MAX_PAGE_SIZE = 50;

/** The multipart form fields of create group. */
export const CREATE_GROUP_FIELDS = { request: 'createGroupRequest', file: 'file' } as const;

/** The liveliest threads a page shows (the visitor home: three), and the most one call returns. */
export const DISCOVER_THREADS_DEFAULT = 3;
export const DISCOVER_THREADS_MAX = 10;

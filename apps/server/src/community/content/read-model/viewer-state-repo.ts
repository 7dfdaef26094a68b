import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { NO_RELATIONSHIP, type Relationship } from '../../profiles/views/profile-view.ts';
import type { FeedState } from '../contents-repo.ts';

/** What one reader has done to a page's items and authors: asked in one statement, not four. */
export interface ViewerState {
  relations: Map<string, Relationship>;
  /** `itemId:LIKE`, `itemId:COMMENT`. */
  reactions: Set<string>;
  /** Poll id → the option the reader chose. */
  votes: Map<string, string>;
}

// One array literal as one text parameter: uuids need no quoting, and a page's 150 ids then cost one
// parameter to bind rather than one escaped element each.
const uuids = (values: readonly string[]) => sql`${`{${[...new Set(values)].join(',')}}`}::uuid[]`;

interface StateRow {
  kind: string;
  a: string | null;
  b: string | null;
}

/** The union's branches for one reader (`viewer`: their profile id, or a subquery giving it). */
function stateBranches(
  viewer: SQL,
  authorIds: readonly string[],
  itemIds: readonly string[],
  pollIds: readonly string[],
) {
  return sql`
    select 'following' as kind, followee_id::text as a, null::text as b
      from follows where follower_id = ${viewer} and followee_id = any(${uuids(authorIds)})
    union all
    select 'followedBy', follower_id::text, null
      from follows where followee_id = ${viewer} and follower_id = any(${uuids(authorIds)})
    union all
    select 'muted', muted_id::text, null
      from mutes where muter_id = ${viewer} and muted_id = any(${uuids(authorIds)})
    union all
    select 'reaction', item_id::text, reaction_type::text
      from reactions where profile_id = ${viewer} and item_id = any(${uuids(itemIds)})
    union all
    select 'vote', content_id::text, option_id::text
      from poll_votes where profile_id = ${viewer} and content_id = any(${uuids(pollIds)})`;
}

function stateOf(rows: readonly StateRow[]): ViewerState {
  const state: ViewerState = { relations: new Map(), reactions: new Set(), votes: new Map() };
  const relation = (id: string) => {
    let r = state.relations.get(id);
    if (!r) {
      r = { ...NO_RELATIONSHIP };
      state.relations.set(id, r);
    }
    return r;
  };
  for (const row of rows) {
    if (row.a === null) continue;
    if (row.kind === 'following') relation(row.a).following = true;
    else if (row.kind === 'followedBy') relation(row.a).followedBy = true;
    else if (row.kind === 'muted') relation(row.a).muted = true;
    else if (row.kind === 'reaction') state.reactions.add(`${row.a}:${row.b}`);
    else if (row.kind === 'vote' && row.b) state.votes.set(row.a, row.b);
  }
  return state;
}

/**
 * The reader's follows and mutes among the authors, their reactions to the items and their votes in
 * the polls, as one union: each branch probes its own primary key or index.
 */
export async function viewerStateOf(
  db: Db,
  viewerId: string,
  authorIds: readonly string[],
  itemIds: readonly string[],
  pollIds: readonly string[],
): Promise<ViewerState> {
  if (authorIds.length === 0 && itemIds.length === 0) return stateOf([]);
  const result = await db.execute(stateBranches(sql`${viewerId}::uuid`, authorIds, itemIds, pollIds));
  return stateOf(rowsOf<StateRow>(result));
}

/** A member keeps their whole state only up to this many rows of each kind; past it, pages ask for theirs. */
export const MAX_KEPT_STATE_ROWS = 500;

/**
 * A member's whole state, for keeping: their profile id, every follow either way, mute, reaction and
 * vote (each kind at most MAX_KEPT_STATE_ROWS, else `state` is null: too many to keep), with the
 * feed's count and version read in the same statement, so a page served with this state is as
 * current as the state.
 */
export async function wholeViewerStateOf(
  db: Db,
  userId: string,
  feed: string,
): Promise<{ feed: FeedState; profileId: string | null; state: ViewerState | null; rows: number }> {
  const me = sql`(select id from profiles where user_id = ${userId})`;
  const limit = MAX_KEPT_STATE_ROWS + 1;
  const rows = rowsOf<StateRow>(
    await db.execute(sql`
      select 'feed' as kind, sum(post_count)::text as a, sum(version)::text as b
        from feed_post_counts where feed = ${feed}
      union all
      select 'me', ${me}::text, null
      union all
      (select 'following', followee_id::text, null from follows where follower_id = ${me} limit ${limit})
      union all
      (select 'followedBy', follower_id::text, null from follows where followee_id = ${me} limit ${limit})
      union all
      (select 'muted', muted_id::text, null from mutes where muter_id = ${me} limit ${limit})
      union all
      (select 'reaction', item_id::text, reaction_type::text from reactions where profile_id = ${me} limit ${limit})
      union all
      (select 'vote', content_id::text, option_id::text from poll_votes where profile_id = ${me} limit ${limit})`),
  );
  const counted = rows.find((r) => r.kind === 'feed');
  const perKind = new Map<string, number>();
  for (const row of rows) perKind.set(row.kind, (perKind.get(row.kind) ?? 0) + 1);
  const tooMany = [...perKind.values()].some((n) => n > MAX_KEPT_STATE_ROWS);
  return {
    feed: {
      postCount: Number(counted?.a ?? 0),
      version: Number(counted?.b ?? 0),
      exists: counted?.b != null,
    },
    profileId: rows.find((r) => r.kind === 'me')?.a ?? null,
    state: tooMany ? null : stateOf(rows),
    rows: rows.length,
  };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { NO_RELATIONSHIP, type Relationship } from '../../profiles/views/profile-view.ts';

/** What one reader has done to a page's items and authors: asked in one statement, not four. */
export interface ViewerState {
  relations: Map<string, Relationship>;
  /** `itemId:LIKE`, `itemId:COMMENT`. */
  reactions: Set<string>;
  /** Poll id → the option the reader chose. */
  votes: Map<string, string>;
}

const uuids = (values: readonly string[]) => sql`${sql.param([...new Set(values)])}::uuid[]`;

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
  const state: ViewerState = { relations: new Map(), reactions: new Set(), votes: new Map() };
  if (authorIds.length === 0 && itemIds.length === 0) return state;
  const result = await db.execute(sql`
    select 'following' as kind, followee_id::text as a, null::text as b
      from follows where follower_id = ${viewerId} and followee_id = any(${uuids(authorIds)})
    union all
    select 'followedBy', follower_id::text, null
      from follows where followee_id = ${viewerId} and follower_id = any(${uuids(authorIds)})
    union all
    select 'muted', muted_id::text, null
      from mutes where muter_id = ${viewerId} and muted_id = any(${uuids(authorIds)})
    union all
    select 'reaction', item_id::text, reaction_type::text
      from reactions where profile_id = ${viewerId} and item_id = any(${uuids(itemIds)})
    union all
    select 'vote', content_id::text, option_id::text
      from poll_votes where profile_id = ${viewerId} and content_id = any(${uuids(pollIds)})`);
  const relation = (id: string) => {
    let r = state.relations.get(id);
    if (!r) {
      r = { ...NO_RELATIONSHIP };
      state.relations.set(id, r);
    }
    return r;
  };
  for (const row of rowsOf<{ kind: string; a: string; b: string | null }>(result)) {
    if (row.kind === 'following') relation(row.a).following = true;
    else if (row.kind === 'followedBy') relation(row.a).followedBy = true;
    else if (row.kind === 'muted') relation(row.a).muted = true;
    else if (row.kind === 'reaction') state.reactions.add(`${row.a}:${row.b}`);
    else if (row.kind === 'vote' && row.b) state.votes.set(row.a, row.b);
  }
  return state;
}

import type { AppContext } from '../../../context.ts';
import type { FeedState } from '../contents-repo.ts';
import { type ViewerState, wholeViewerStateOf } from './viewer-state-repo.ts';

/** A member as their feed pages need them: their profile, and their own state when it is small enough to keep. */
export interface KeptViewer {
  profileId: string | null;
  /** Every follow either way, mute, like and vote of theirs; null: too many, a page asks for its own. */
  state: ViewerState | null;
}

/**
 * The member's own feed state, kept per process (the session cache's `social` kind) and forgotten
 * when the database announces a change to it (`social:<user id>` from the follows, mutes, reactions
 * and poll_votes triggers, both sides of a follow; a plain announcement of the user, such as a
 * changed profile, forgets it too). A read that finds nothing kept asks one statement, which also
 * gives the feed's version at the same moment (`feed`), so the page served with the fresh state is
 * as current as the state.
 */
export async function keptViewerOf(
  ctx: AppContext,
  userId: string,
  feed: string,
): Promise<{ viewer: KeptViewer; feed: FeedState | null }> {
  const now = ctx.clock.now().getTime();
  const cache = ctx.sessionCache;
  const kept = cache.forUser<KeptViewer>('social', userId, now);
  if (kept) return { viewer: kept.value, feed: null };
  const generation = cache.kindGeneration('social');
  const read = await wholeViewerStateOf(ctx.db, userId, feed);
  const viewer: KeptViewer = { profileId: read.profileId, state: read.state };
  cache.keepForUser('social', userId, viewer, generation, now, read.state ? read.rows : 1);
  return { viewer, feed: read.feed };
}

import type { ProfileRow } from '../../profiles/profile-access.ts';
import type { ContentRow } from '../contents-repo.ts';
import { presentItem } from './content-view.ts';
import type { HydratedContent, SharedContent } from './hydrator.ts';
import type { ContentViewer } from './viewer.ts';
import type { ViewerState } from './viewer-state-repo.ts';

/** The rows and shared state a feed page is rendered from. */
export interface FeedPageParts {
  roots: readonly ContentRow[];
  children: readonly ContentRow[];
  shared: SharedContent;
  authors: Map<string, ProfileRow>;
}

const VISITOR: ContentViewer = { userId: null, profileId: null, language: null, country: null };

function stateFor(parts: FeedPageParts, own: ViewerState | null): HydratedContent {
  return {
    ...parts.shared,
    profiles: parts.authors,
    relations: own?.relations ?? new Map(),
    viewerReactions: own?.reactions ?? new Set(),
    viewerVotes: own?.votes ?? new Map(),
  };
}

/** An item's JSON without its closing brace, as UTF-8: its thread's children are appended per request. */
const head = (view: object) => Buffer.from(JSON.stringify(view).slice(0, -1));

const OPEN_CHILDREN = Buffer.from(',"children":[');
const CLOSE_ITEM = Buffer.from(']}');
const COMMA = Buffer.from(',');

/** A page's items as readers with no state of their own among them see them: kept with the page. */
export interface FeedFragments {
  /** Every item as a visitor sees it. */
  visitor: Map<string, Buffer>;
  /** Polls as a logged-in reader who has not voted sees them (whether results show depends on it). */
  member: Map<string, Buffer>;
}

/** A logged-in reader with no profile, follows, likes or votes among the page's items. */
const ANY_MEMBER: ContentViewer = { userId: 'member', profileId: null, language: null, country: null };

/** Renders the fragments once (the views are pure functions of the rows, the state and the viewer). */
export function feedFragments(
  parts: FeedPageParts,
  options: { now: Date; markedId?: string | undefined },
): FeedFragments {
  const state = stateFor(parts, null);
  const fragments: FeedFragments = { visitor: new Map(), member: new Map() };
  for (const row of [...parts.roots, ...parts.children]) {
    fragments.visitor.set(row.id, head(presentItem(row, state, VISITOR, options)));
    if (row.type === 'POLL') fragments.member.set(row.id, head(presentItem(row, state, ANY_MEMBER, options)));
  }
  return fragments;
}

/** Whether the reader's own state shows on this item: their own, an author they relate to, their like or vote. */
function isPersonal(row: ContentRow, viewer: ContentViewer, state: HydratedContent): boolean {
  return (
    row.profileId === viewer.profileId ||
    state.relations.has(row.profileId) ||
    state.viewerReactions.has(`${row.id}:LIKE`) ||
    state.viewerVotes.has(row.id)
  );
}

/** Whether a logged-in reader sees the page exactly as any member without state of their own does. */
export function seesMemberPage(
  parts: FeedPageParts,
  viewer: ContentViewer,
  own: ViewerState | null,
): boolean {
  const state = stateFor(parts, own);
  return ![...parts.roots, ...parts.children].some((row) => isPersonal(row, viewer, state));
}

/**
 * The page's threads as a JSON array in UTF-8 pieces: each item from its kept fragment unless the
 * reader's own state changes it (their own item, an author they follow, mute or are followed by,
 * their like, their vote), which is rendered again. The same
 * structure as assembleThreads; the kept bytes are copied, not validated or encoded again.
 */
export function threadsJson(
  parts: FeedPageParts,
  fragments: FeedFragments,
  viewer: ContentViewer,
  own: ViewerState | null,
  options: { now: Date; markedId?: string | undefined },
): Buffer[] {
  const state = stateFor(parts, own);
  const kept = (row: ContentRow) => {
    if (viewer.userId === null) return fragments.visitor.get(row.id);
    if (isPersonal(row, viewer, state)) return undefined;
    return row.type === 'POLL' ? fragments.member.get(row.id) : fragments.visitor.get(row.id);
  };
  const byParent = new Map<string, ContentRow[]>();
  for (const row of parts.children) {
    if (!row.parentId) continue;
    const list = byParent.get(row.parentId);
    if (list) list.push(row);
    else byParent.set(row.parentId, [row]);
  }
  const out: Buffer[] = [Buffer.from('[')];
  const item = (row: ContentRow, depth: number) => {
    out.push(kept(row) ?? head(presentItem(row, state, viewer, options)), OPEN_CHILDREN);
    if (depth < 2) {
      (byParent.get(row.id) ?? []).forEach((child, i) => {
        if (i > 0) out.push(COMMA);
        item(child, depth + 1);
      });
    }
    out.push(CLOSE_ITEM);
  };
  parts.roots.forEach((root, i) => {
    if (i > 0) out.push(COMMA);
    item(root, 0);
  });
  out.push(Buffer.from(']'));
  return out;
}

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

/** Every item of a page as a visitor sees it (the views are pure, so these are kept with the page). */
export function visitorFragments(
  parts: FeedPageParts,
  options: { now: Date; markedId?: string | undefined },
): Map<string, Buffer> {
  const state = stateFor(parts, null);
  const fragments = new Map<string, Buffer>();
  for (const row of [...parts.roots, ...parts.children]) {
    fragments.set(row.id, head(presentItem(row, state, VISITOR, options)));
  }
  return fragments;
}

/**
 * The page's threads as a JSON array in UTF-8 pieces: each item from its kept visitor fragment unless
 * the reader's own state changes it (their own item, an author they follow, mute or are followed by,
 * their like, any poll, whose results depend on being logged in), which is rendered again. The same
 * structure as assembleThreads; the kept bytes are copied, not validated or encoded again.
 */
export function threadsJson(
  parts: FeedPageParts,
  fragments: Map<string, Buffer>,
  viewer: ContentViewer,
  own: ViewerState | null,
  options: { now: Date; markedId?: string | undefined },
): Buffer[] {
  const state = stateFor(parts, own);
  const personal = (row: ContentRow) =>
    viewer.userId !== null &&
    (row.type === 'POLL' ||
      row.profileId === viewer.profileId ||
      state.relations.has(row.profileId) ||
      state.viewerReactions.has(`${row.id}:LIKE`));
  const byParent = new Map<string, ContentRow[]>();
  for (const row of parts.children) {
    if (!row.parentId) continue;
    const list = byParent.get(row.parentId);
    if (list) list.push(row);
    else byParent.set(row.parentId, [row]);
  }
  const out: Buffer[] = [Buffer.from('[')];
  const item = (row: ContentRow, depth: number) => {
    out.push(
      (personal(row) ? undefined : fragments.get(row.id)) ?? head(presentItem(row, state, viewer, options)),
      OPEN_CHILDREN,
    );
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

import type { AppContext } from '../../../context.ts';
import { instrumentBasicsByIds } from '../../../market-data/index.ts';
import type { ProfileRow } from '../../profiles/profile-access.ts';
import { profilesByIds } from '../../profiles/profiles-repo.ts';
import type { Relationship } from '../../profiles/views/profile-view.ts';
import {
  type ContentRow,
  imagesOf,
  optionsOfPolls,
  type PollOptionRow,
  type ReactionCount,
  reactionCounts,
} from '../contents-repo.ts';
import { translateItems, translationTarget } from './translations.ts';
import type { ContentViewer } from './viewer.ts';
import { viewerStateOf } from './viewer-state-repo.ts';

/** What every reader of a set of items sees alike: counts, polls, images, names, translations. */
export interface SharedContent {
  reactionCounts: Map<string, ReactionCount[]>;
  pollOptions: Map<string, PollOptionRow[]>;
  images: Map<string, string[]>;
  instrumentNames: Map<number, string>;
  translations: Map<string, { message: string; originalLanguage: string }>;
}

/** What depends on who reads (or changes with the authors' profiles, kept out of any shared copy). */
export interface ViewerContent {
  profiles: Map<string, ProfileRow>;
  relations: Map<string, Relationship>;
  viewerReactions: Set<string>;
  viewerVotes: Map<string, string>;
}

/** Everything the views need about a set of content items, loaded in a fixed number of batched queries. */
export type HydratedContent = SharedContent & ViewerContent;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/**
 * ids → hydrate, in a number of batched queries that does not grow with the items (no N+1): the
 * shared part (reactions, polls, images, instrument names of trade events, translations into
 * `target`) and the viewer's part.
 */
export async function hydrateContent(
  ctx: AppContext,
  items: readonly ContentRow[],
  viewer: ContentViewer,
): Promise<HydratedContent> {
  const [shared, own] = await Promise.all([
    translationTarget(ctx, viewer).then((target) => hydrateShared(ctx, items, target)),
    hydrateViewer(ctx, items, viewer),
  ]);
  return { ...shared, ...own };
}

export async function hydrateShared(
  ctx: AppContext,
  items: readonly ContentRow[],
  target: string | null,
): Promise<SharedContent> {
  const ids = items.map((i) => i.id);
  const pollIds = items.filter((i) => i.type === 'POLL').map((i) => i.id);
  const tradeInstrumentIds = [
    ...new Set(items.filter((i) => i.type === 'TRADE' && i.instrumentId).map((i) => i.instrumentId!)),
  ];
  const [counts, options, images, instrumentRows] = await Promise.all([
    reactionCounts(ctx.db, ids),
    optionsOfPolls(ctx.db, pollIds),
    imagesOf(ctx.db, ids),
    instrumentBasicsByIds(ctx.db, tradeInstrumentIds),
  ]);
  const pollOptions = groupBy(options, (o) => o.contentId);
  return {
    reactionCounts: groupBy(counts, (c) => c.itemId),
    pollOptions,
    images: new Map([...groupBy(images, (i) => i.contentId)].map(([k, v]) => [k, v.map((i) => i.url)])),
    instrumentNames: new Map(instrumentRows.map((r) => [r.id, r.name])),
    translations: await translateItems(ctx, items, pollOptions, target),
  };
}

export async function hydrateViewer(
  ctx: AppContext,
  items: readonly ContentRow[],
  viewer: ContentViewer,
): Promise<ViewerContent> {
  const ids = items.map((i) => i.id);
  const pollIds = items.filter((i) => i.type === 'POLL').map((i) => i.id);
  const authorIds = items.map((i) => i.profileId);
  const viewerProfileId = viewer.profileId;
  const [profiles, state] = await Promise.all([
    profilesByIds(ctx.db, authorIds),
    viewerProfileId ? viewerStateOf(ctx.db, viewerProfileId, authorIds, ids, pollIds) : null,
  ]);
  return {
    profiles,
    relations: state?.relations ?? new Map(),
    viewerReactions: state?.reactions ?? new Set(),
    viewerVotes: state?.votes ?? new Map(),
  };
}

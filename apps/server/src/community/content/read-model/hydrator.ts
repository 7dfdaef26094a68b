import type { AppContext } from '../../../context.ts';
import { instrumentBasicsByIds } from '../../../market-data/index.ts';
import type { ProfileRow } from '../../profiles/profile-access.ts';
import { profilesByIds, relationshipsOf } from '../../profiles/profiles-repo.ts';
import type { Relationship } from '../../profiles/views/profile-view.ts';
import {
  type ContentRow,
  imagesOf,
  optionsOfPolls,
  type PollOptionRow,
  type ReactionCount,
  reactionCounts,
  viewerReactions,
  viewerVotes,
} from '../contents-repo.ts';
import { translateItems } from './translations.ts';
import type { ContentViewer } from './viewer.ts';

/** Everything the views need about a set of content items, loaded in a fixed number of batched queries. */
export interface HydratedContent {
  profiles: Map<string, ProfileRow>;
  relations: Map<string, Relationship>;
  reactionCounts: Map<string, ReactionCount[]>;
  viewerReactions: Set<string>;
  pollOptions: Map<string, PollOptionRow[]>;
  viewerVotes: Map<string, string>;
  images: Map<string, string[]>;
  instrumentNames: Map<number, string>;
  translations: Map<string, { message: string; originalLanguage: string }>;
}

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
 * ids → hydrate: profiles and the viewer's relationships to them, reactions, polls, the viewer's
 * votes, images, instrument names for trade events and translations. The query count does not grow
 * with the number of items (no N+1).
 */
export async function hydrateContent(
  ctx: AppContext,
  items: readonly ContentRow[],
  viewer: ContentViewer,
): Promise<HydratedContent> {
  const ids = items.map((i) => i.id);
  const pollIds = items.filter((i) => i.type === 'POLL').map((i) => i.id);
  const authorIds = items.map((i) => i.profileId);
  const tradeInstrumentIds = [
    ...new Set(items.filter((i) => i.type === 'TRADE' && i.instrumentId).map((i) => i.instrumentId!)),
  ];
  const viewerProfileId = viewer.profile?.id ?? null;

  const [profiles, relations, counts, mine, options, votes, images, instrumentRows] = await Promise.all([
    profilesByIds(ctx.db, authorIds),
    relationshipsOf(ctx.db, viewerProfileId, authorIds),
    reactionCounts(ctx.db, ids),
    viewerReactions(ctx.db, viewerProfileId, ids),
    optionsOfPolls(ctx.db, pollIds),
    viewerVotes(ctx.db, viewerProfileId, pollIds),
    imagesOf(ctx.db, ids),
    instrumentBasicsByIds(ctx.db, tradeInstrumentIds),
  ]);
  const pollOptions = groupBy(options, (o) => o.contentId);
  const translations = await translateItems(ctx, items, pollOptions, viewer);
  return {
    profiles,
    relations,
    reactionCounts: groupBy(counts, (c) => c.itemId),
    viewerReactions: new Set(mine.map((r) => `${r.itemId}:${r.type}`)),
    pollOptions,
    viewerVotes: new Map(votes.map((v) => [v.contentId, v.optionId])),
    images: new Map([...groupBy(images, (i) => i.contentId)].map(([k, v]) => [k, v.map((i) => i.url)])),
    instrumentNames: new Map(instrumentRows.map((r) => [r.id, r.name])),
    translations,
  };
}

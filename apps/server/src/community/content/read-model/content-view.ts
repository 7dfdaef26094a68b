import type { CommentView, ContentItemView, ReplyView } from '@havn/contract';
import { canSeeResults, isPollEnded, pollResults } from '@havn/domain';
import { deactivatedProfile, NO_RELATIONSHIP, presentProfile } from '../../profiles/views/profile-view.ts';
import type { ContentRow } from '../contents-repo.ts';
import type { HydratedContent } from './hydrator.ts';
import type { ContentViewer } from './viewer.ts';

export interface ViewOptions {
  now: Date;
  markedId?: string | undefined;
}

type ItemView = Omit<ContentItemView, 'children'>;

/** One content item as the API shows it: a pure function of the row, the hydrated state and the viewer. */
export function presentItem(
  row: ContentRow,
  state: HydratedContent,
  viewer: ContentViewer,
  options: ViewOptions,
): ItemView {
  const deleted = row.status === 'DELETED';
  const author = state.profiles.get(row.profileId);
  const relation = state.relations.get(row.profileId) ?? NO_RELATIONSHIP;
  const profile = author
    ? presentProfile(author, relation, author.id === viewer.profileId)
    : deactivatedProfile({ country: '', joinedAt: row.createdAt });
  const classic = Boolean(row.classicUri);
  const counts = state.reactionCounts.get(row.id) ?? [];
  const likes = counts.find((c) => c.type === 'LIKE')?.count ?? 0;
  const translation = deleted ? null : (state.translations.get(row.id) ?? null);
  const attributes: ItemView['attributes'] = [{ type: 'URL_SAFE', value: row.urlSafe }];
  if (!row.rootId && row.instrumentId)
    attributes.push({ type: 'INSTRUMENT_ID', value: String(row.instrumentId) });
  if (!row.rootId && row.groupId) attributes.push({ type: 'GROUP_ID', value: row.groupId });
  return {
    id: row.id,
    type: row.type,
    message: deleted ? null : row.message,
    createdAt: row.createdAt.toISOString(),
    postedAt: row.postedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    endingAt: row.endingAt?.toISOString() ?? null,
    status: row.status,
    profile,
    reactions: [{ type: 'LIKE', count: likes, selected: state.viewerReactions.has(`${row.id}:LIKE`) }],
    childCount: row.childCount,
    totalChildCount: row.totalChildCount,
    isMarked: options.markedId === row.id,
    isPinned: row.isPinned,
    classicUri: row.classicUri,
    context: { instrumentId: row.instrumentId, groupId: row.groupId },
    attributes,
    imageAttributes: deleted ? [] : (state.images.get(row.id) ?? []).map((url) => ({ url })),
    translation,
    parentId: row.parentId,
    parentContentType: row.parentContentType,
    muted: relation.muted,
    canInteract: !deleted && !classic,
    authorPosition: (row.authorPosition as ItemView['authorPosition']) ?? null,
    poll: row.type === 'POLL' ? presentPoll(row, state, viewer, options.now) : null,
    tradeEvent:
      row.type === 'TRADE' && row.tradeType && row.instrumentId
        ? {
            tradeType: row.tradeType,
            price: row.tradePrice ?? '0',
            currency: row.tradeCurrency ?? '',
            percentageChange: row.percentageChange,
            postedAt: row.postedAt.toISOString(),
            instrument: {
              name: state.instrumentNames.get(row.instrumentId) ?? '',
              logoUrl: null,
              legacyInstrumentId: row.instrumentId,
              iconUrl: null,
            },
          }
        : null,
  };
}

/**
 * Results only for a caller who voted or once the poll has ended, and never for a logged-out
 * visitor: the counts are not in the response at all, not merely hidden.
 */
export function presentPoll(
  row: ContentRow,
  state: HydratedContent,
  viewer: ContentViewer,
  now: Date,
): NonNullable<ItemView['poll']> {
  const options = state.pollOptions.get(row.id) ?? [];
  const chosen = state.viewerVotes.get(row.id);
  const ended = row.endingAt ? isPollEnded(row.endingAt, now) : false;
  const visible = canSeeResults({ ended, userVoted: Boolean(chosen), loggedIn: viewer.userId !== null });
  const isAuthor = viewer.profileId !== null && viewer.profileId === row.profileId;
  const results = pollResults(options.map((o) => ({ id: o.id, votes: o.voteCount })));
  const percent = new Map(results.options.map((o) => [o.id, o.percent]));
  return {
    options: options.map((o) => ({
      id: o.id,
      message: o.message,
      votes: visible ? o.voteCount : null,
      percent: visible ? (percent.get(o.id) ?? 0) : null,
      selected: chosen === o.id,
      translation: state.translations.get(`option:${o.id}`) ?? null,
    })),
    userVoted: Boolean(chosen),
    // The author sees how many voted even before voting: a poll with votes can be neither edited
    // nor deleted, and the menu must not offer what the server will refuse.
    totalVotes: visible || isAuthor ? results.totalVotes : null,
    ended,
  };
}

/** Roots with their comments, comments with their replies: the three levels of a thread. */
export function assembleThreads(
  roots: readonly ContentRow[],
  descendants: readonly ContentRow[],
  state: HydratedContent,
  viewer: ContentViewer,
  options: ViewOptions,
): ContentItemView[] {
  const byParent = new Map<string, ContentRow[]>();
  for (const row of descendants) {
    if (!row.parentId) continue;
    const list = byParent.get(row.parentId);
    if (list) list.push(row);
    else byParent.set(row.parentId, [row]);
  }
  const reply = (row: ContentRow): ReplyView => ({
    ...presentItem(row, state, viewer, options),
    children: [],
  });
  const comment = (row: ContentRow): CommentView => ({
    ...presentItem(row, state, viewer, options),
    children: (byParent.get(row.id) ?? []).map(reply),
  });
  return roots.map((root) => ({
    ...presentItem(root, state, viewer, options),
    children: (byParent.get(root.id) ?? []).map(comment),
  }));
}

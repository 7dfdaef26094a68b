import type { api, CommentView, ContentItemView, ReplyView, ResponseOf } from '@havn/contract/web';

/** A thread's root (post, poll or trade event) with its comments, each with its replies. */
export type ThreadRoot = ContentItemView;
export type Comment = CommentView;
export type Reply = ReplyView;
/** Any content item without its children: what every item view needs. */
export type ItemFields = Omit<ContentItemView, 'children'>;
export type PollView = NonNullable<ItemFields['poll']>;
export type TradeEventView = NonNullable<ItemFields['tradeEvent']>;
export type ReactionSummary = ItemFields['reactions'][number];
export type FeedPage = ResponseOf<typeof api.community.content.feed>;
export type ThreadResponse = ResponseOf<typeof api.community.content.thread>;

/** Whose feed: an instrument's or a group's. */
export type FeedTarget =
  | { instrumentId: number; groupId?: undefined }
  | { groupId: string; instrumentId?: undefined };

/** Where an item sits in its thread. */
export type ItemLevel = 'root' | 'comment' | 'reply';

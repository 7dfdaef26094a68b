import { randomUUID } from 'node:crypto';
import type { ContentItemView } from '@havn/contract';
import {
  canComment,
  canDelete,
  canEdit,
  canReply,
  checkText,
  editWindowMessage,
  POLL_END_CLOCK_SKEW_MS,
  type TextKind,
  trimEdited,
  type Viewer,
  validatePollCreate,
} from '@havn/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { KEY_TAKEN, type KeyClaim } from '../../platform/idempotency.ts';
import { abuseHit, enforceAbuseLimit, refuseOverLimit } from '../../platform/rate-limit.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { type EventsToPublish, eventsToPublish } from '../../platform/stream/publish.ts';
import { keptAuthorPosition } from '../../portfolio/index.ts';
import { mayReadGroup } from '../groups/group-access.ts';
import { findGroupById, isGroupMember, touchGroupActivity } from '../groups/groups-repo.ts';
import type { ProfileRow } from '../profiles/profile-access.ts';
import { detectLanguage } from '../translation/detect-language.ts';
import { contentEvents, publishContentEvent } from './content-events.ts';
import {
  bumpChildCounts,
  type ContentRow,
  contentById,
  feedKey,
  insertContentPublishing,
  type NewItem,
  newItemRow,
  type PollOptionRow,
  type PostCounted,
  updateContentRow,
} from './contents-repo.ts';
import { insertPollOptions } from './polls-repo.ts';
import { writePost } from './post-batches.ts';
import { assembleThreads } from './read-model/content-view.ts';
import type { HydratedContent } from './read-model/hydrator.ts';
import { presentThreads } from './read-model/pipeline.ts';
import { contentViewer } from './read-model/viewer.ts';
import { contentUrlSafe } from './url-safe.ts';

export interface CreateContentInput {
  type: 'POST' | 'POLL' | 'COMMENT' | 'REPLY';
  message: string;
  parentId?: string | undefined;
  parentContentType?: 'TRADE' | undefined;
  attributes?: { type: 'INSTRUMENT_ID' | 'GROUP_ID' | 'URL_SAFE'; value: string }[] | undefined;
  options?: string[] | undefined;
  endDate?: string | undefined;
}

export function viewerOf(profile: ProfileRow): Viewer {
  return { loggedIn: true, profileId: profile.id, profileDeactivated: profile.status === 'DEACTIVATED' };
}

/** The text rules of spec section 5 as a named 422. */
export function checkedText(kind: TextKind, message: string): string {
  const check = checkText(kind, message);
  if (check.ok) return check.value.trim();
  if (check.error === 'EMPTY') throw new AppError('TEXT_EMPTY', 'Write something before you publish.');
  if (check.error === 'TOO_LONG') throw new AppError('TEXT_TOO_LONG', `Maximum ${check.limit} characters`);
  throw new AppError('CONTROL_CHARACTERS', 'The text contains characters that cannot be published.');
}

async function requireGroupMember(db: Db, groupId: string, profileId: string): Promise<void> {
  if (!(await findGroupById(db, groupId))) throw new AppError('NOT_FOUND', 'No such group.');
  if (!(await isGroupMember(db, groupId, profileId)))
    throw new AppError('FORBIDDEN', 'Join the group to write in it.');
}

/** Instrument ids are PostgreSQL integers: anything larger names none. */
const MAX_INSTRUMENT_ID = 2_147_483_647;
const INSTRUMENT_FOREIGN_KEY = 'contents_instrument_id_instruments_id_fk';

function noSuchInstrument(): AppError {
  return new AppError('NOT_FOUND', 'No such instrument.');
}

/** Where a new root post or poll belongs: exactly one instrument or group attribute. */
async function rootContext(ctx: AppContext, profile: ProfileRow, input: CreateContentInput) {
  const instrument = input.attributes?.filter((a) => a.type === 'INSTRUMENT_ID') ?? [];
  const group = input.attributes?.filter((a) => a.type === 'GROUP_ID') ?? [];
  if (instrument.length + group.length !== 1) {
    throw new AppError(
      'BAD_REQUEST',
      'A post or poll names exactly one INSTRUMENT_ID or GROUP_ID attribute.',
    );
  }
  if (instrument[0]) {
    // Whether it exists is asked by the write itself (its foreign key): one round trip less.
    const id = Number(instrument[0].value);
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INSTRUMENT_ID) throw noSuchInstrument();
    return { instrumentId: id, groupId: null };
  }
  const groupId = group[0]!.value;
  if (!/^[0-9a-f-]{36}$/.test(groupId)) throw new AppError('NOT_FOUND', 'No such group.');
  await requireGroupMember(ctx.db, groupId, profile.id);
  return { instrumentId: null, groupId };
}

/** Checks a comment's or reply's parent and returns where the new item sits in its thread. */
async function childPlacement(ctx: AppContext, profile: ProfileRow, input: CreateContentInput) {
  if (!input.parentId) throw new AppError('BAD_REQUEST', 'A comment or reply needs a parentId.');
  const parent = await contentById(ctx.db, input.parentId);
  if (!parent) throw new AppError('PARENT_NOT_FOUND', 'What you are answering no longer exists.');
  if (parent.groupId) {
    // Content of a private group does not exist for outsiders.
    const group = await findGroupById(ctx.db, parent.groupId);
    if (!group || !(await mayReadGroup(ctx.db, group, profile.id))) {
      throw new AppError('PARENT_NOT_FOUND', 'What you are answering no longer exists.');
    }
  }
  const parentType = parent.type;
  if (input.type === 'REPLY') {
    const allowed = canReply({ type: parentType, status: parent.status, classicUri: parent.classicUri });
    if (!allowed.ok) throw refusal(allowed.reason);
  } else {
    const allowed = canComment({ type: parentType, status: parent.status, classicUri: parent.classicUri });
    if (!allowed.ok)
      throw refusal(allowed.reason === 'COMMENT_PARENT_NOT_ROOT' ? 'COMMENT_PARENT_INVALID' : allowed.reason);
    if ((parentType === 'TRADE') !== (input.parentContentType === 'TRADE')) {
      throw new AppError(
        'COMMENT_PARENT_INVALID',
        'parentContentType TRADE goes with a trade event, and only there.',
      );
    }
  }
  const rootId = parent.rootId ?? parent.id;
  if (parent.groupId) await requireGroupMember(ctx.db, parent.groupId, profile.id);
  return { parent, rootId, instrumentId: parent.instrumentId, groupId: parent.groupId };
}

function refusal(reason: string): AppError {
  switch (reason) {
    case 'REPLY_PARENT_NOT_COMMENT':
      return new AppError('REPLY_PARENT_NOT_COMMENT', 'You can only reply to comments.');
    case 'COMMENT_PARENT_INVALID':
      return new AppError(
        'COMMENT_PARENT_INVALID',
        'Comments can only be written on posts, polls and trades.',
      );
    case 'CONTENT_DELETED':
      return new AppError('CONTENT_DELETED', 'Deleted content cannot be interacted with.');
    case 'CLASSIC_CONTENT':
      return new AppError(
        'CLASSIC_CONTENT',
        'Content posted from the classic site cannot be interacted with.',
      );
    default:
      return new AppError('FORBIDDEN', reason);
  }
}

const DAY_MS = 86_400_000;

/**
 * A poll runs whole days (the composer offers 1 to 7): the asked end, picked on the client's clock,
 * is taken to the whole day it means on the server's; an end between two whole days is refused.
 */
function wholeDaysFrom(now: Date, endingAt: Date): Date {
  const ahead = endingAt.getTime() - now.getTime();
  const days = Math.round(ahead / DAY_MS);
  if (Math.abs(ahead - days * DAY_MS) > POLL_END_CLOCK_SKEW_MS)
    throw new AppError('INVALID_END_DATE', 'A poll runs for whole days, from 1 to 7.');
  return new Date(now.getTime() + days * DAY_MS);
}

/** Writes a post, poll, comment or reply: every rule checked here, every row in one transaction. */
export async function createContent(
  ctx: AppContext,
  profile: ProfileRow,
  input: CreateContentInput,
): Promise<ContentRow> {
  return (await createContentWithOptions(ctx, profile, input)).row;
}

/** A new item checked against every rule and ready to write: its row's values and its events. */
interface PreparedContent {
  values: NewItem;
  events: EventsToPublish;
  poll: { options: string[]; endingAt: Date } | null;
  place: { parent: ContentRow | null; rootId: string | null; groupId: string | null };
}

async function prepareContent(
  ctx: AppContext,
  profile: ProfileRow,
  input: CreateContentInput,
): Promise<PreparedContent> {
  const now = ctx.clock.now();
  let message: string;
  let poll: { options: string[]; endingAt: Date } | null = null;
  if (input.type === 'POLL') {
    const check = validatePollCreate(
      { message: input.message, options: input.options ?? [], endDate: input.endDate ?? null },
      now,
    );
    if (!check.ok) {
      const first = check.errors[0]!;
      if (first.field === 'endDate')
        throw new AppError('INVALID_END_DATE', 'A poll can run from 1 to 7 days.');
      if ((first.field === 'question' || first.field === 'option') && first.error.error === 'TOO_LONG') {
        throw new AppError('TEXT_TOO_LONG', `Maximum ${first.error.limit} characters`);
      }
      if (first.field === 'repeated') {
        throw new AppError('INVALID_POLL', `Option ${first.index + 1} is the same as an earlier one.`);
      }
      throw new AppError('INVALID_POLL', 'A poll needs a question and 2 to 7 options.');
    }
    message = check.value.question;
    poll = { options: check.value.options, endingAt: wholeDaysFrom(now, check.value.endingAt) };
  } else {
    message = checkedText(
      input.type === 'POST' ? 'post' : input.type === 'COMMENT' ? 'comment' : 'reply',
      input.message,
    );
  }

  const isRoot = input.type === 'POST' || input.type === 'POLL';
  const place = isRoot
    ? { ...(await rootContext(ctx, profile, input)), rootId: null, parent: null }
    : await childPlacement(ctx, profile, input);

  // What the author holds in the instrument when they speak about it: a disclosure, never amounts.
  const authorPosition = place.instrumentId
    ? await keptAuthorPosition(ctx, profile.userId, place.instrumentId)
    : null;
  const values: NewItem = {
    id: randomUUID(),
    type: input.type,
    profileId: profile.id,
    message,
    instrumentId: place.instrumentId,
    groupId: place.groupId,
    rootId: place.rootId,
    parentId: place.parent?.id ?? null,
    parentContentType: place.parent?.type === 'TRADE' ? ('TRADE' as const) : null,
    urlSafe: contentUrlSafe(message),
    originalLanguage: detectLanguage(message),
    authorPosition,
    createdAt: now,
    postedAt: now,
    updatedAt: now,
    endingAt: poll?.endingAt ?? null,
  };
  const events = eventsToPublish(
    contentEvents('contentCreated', values, {
      actorProfileId: profile.id,
      notifyProfileId: place.parent?.profileId ?? null,
    }),
    now,
  );
  return { values, events, poll, place };
}

async function createContentWithOptions(
  ctx: AppContext,
  profile: ProfileRow,
  input: CreateContentInput,
): Promise<{ row: ContentRow; options: PollOptionRow[] }> {
  const { values, events, poll, place } = await prepareContent(ctx, profile, input);
  try {
    // A post on an instrument is one statement (the item, its events, their announcement); polls,
    // answers and group posts write more rows beside it, in one transaction.
    if (!poll && !place.parent && !place.groupId) {
      return { row: await insertContentPublishing(ctx.db, values, events), options: [] };
    }
    return await ctx.db.transaction(async (tx) => {
      const row = await insertContentPublishing(tx, values, events);
      const options = poll ? await insertPollOptions(tx, row.id, poll.options) : [];
      if (place.parent && place.rootId) await bumpChildCounts(tx, place.parent.id, place.rootId, 1);
      if (place.groupId) await touchGroupActivity(tx, place.groupId, values.createdAt);
      return { row, options };
    });
  } catch (error) {
    if (isForeignKeyViolation(error, INSTRUMENT_FOREIGN_KEY)) throw noSuchInstrument();
    throw error;
  }
}

/** A post on an instrument (no poll, no parent, no group): what `writeInstrumentPost` writes. */
export function isInstrumentPost(input: CreateContentInput): boolean {
  const attributes = input.attributes ?? [];
  return (
    input.type === 'POST' &&
    input.parentId === undefined &&
    attributes.some((a) => a.type === 'INSTRUMENT_ID') &&
    !attributes.some((a) => a.type === 'GROUP_ID')
  );
}

/**
 * The one feed a post on an instrument changes (its `feedKey`, as the database names it): what the
 * route forgets in this process once the post is written (route.ts `forgetsHere`).
 */
export function instrumentPostFeed(input: CreateContentInput): string | null {
  if (!isInstrumentPost(input)) return null;
  const attribute = input.attributes?.find((a) => a.type === 'INSTRUMENT_ID');
  return attribute ? feedKey({ instrumentId: Number(attribute.value) }) : null;
}

/** A new post's answer as JSON, sent as it is (the route skips re-encoding); its key keeps the post's id. */
export class PostAnswer {
  readonly json: string;
  constructor(json: string) {
    this.json = json;
  }
}

/**
 * What a post's idempotency key keeps instead of its answer: the post's id. A replay presents the post
 * as it is then (`replayedPost`), which is the first answer while nothing has changed (the answer is
 * built as the post reads back: post-cost.test.ts), and the post as edited, reacted to or deleted after.
 * The statement of a batch of posts carries 60 bytes a post for it instead of the answer's 1.5 KB (the
 * bench's figures before and after: README, issue 17, 2026-11-30 night).
 */
export interface KeptPost {
  keptPost: string;
}

export function isKeptPost(answer: unknown): answer is KeptPost {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as { keptPost?: unknown }).keptPost === 'string'
  );
}

/** A replayed post (`KeptPost`) as its author sees it now, or null if it is gone altogether. */
export async function replayedPost(
  ctx: AppContext,
  user: UserRow | null,
  kept: KeptPost,
): Promise<ContentItemView | null> {
  const row = await contentById(ctx.db, kept.keptPost);
  return row ? presentWritten(ctx, user, row) : null;
}

/**
 * A post on an instrument in one round trip: its abuse limit, its idempotency key (`claim`, with the
 * answer's status; null without a key) and the item with its events are one statement
 * (contents-repo.ts `insertPostCounted`), the answer built beforehand from what the write will store;
 * the key keeps the post's id (`KeptPost`). KEY_TAKEN when the key was someone's (nothing written;
 * the caller replays).
 */
export async function writeInstrumentPost(
  ctx: AppContext,
  user: UserRow | null,
  profile: ProfileRow,
  input: CreateContentInput,
  ip: string,
  claim: (KeyClaim & { status: number }) | null,
): Promise<PostAnswer | typeof KEY_TAKEN> {
  const { values, events } = await prepareContent(ctx, profile, input);
  const at = ctx.clock.now();
  const view: ContentItemView = presentNew(newItemRow(values), [], profile, user, at);
  const answer = JSON.stringify(view);
  const hit = abuseHit('content', profile.id, ip, at);
  let counted: PostCounted;
  try {
    counted = await writePost(ctx.database, {
      item: values,
      published: events,
      counting: {
        hit,
        claim: claim && {
          userId: claim.userId,
          key: claim.key,
          fingerprint: claim.fingerprint,
          now: claim.now.toISOString(),
          expiresAt: claim.expiresAt.toISOString(),
          status: claim.status,
          body: JSON.stringify({ keptPost: values.id } satisfies KeptPost),
        },
      },
    });
  } catch (error) {
    if (isForeignKeyViolation(error, INSTRUMENT_FOREIGN_KEY)) throw noSuchInstrument();
    throw error;
  }
  if (counted.taken) return KEY_TAKEN;
  refuseOverLimit(hit, { first: counted.first ?? 0, second: counted.second });
  return counted.id === null ? KEY_TAKEN : new PostAnswer(answer);
}

function permissionContent(row: ContentRow) {
  return {
    type: row.type === 'TRADE' ? ('POST' as const) : row.type,
    status: row.status,
    createdAt: row.createdAt,
    profileId: row.profileId,
    totalVotes: row.voteCount,
    classicUri: row.classicUri,
  };
}

const editRefusals = {
  NOT_AUTHOR: 'Only the author can edit this.',
  EDIT_WINDOW_CLOSED: 'Unable to edit after 60 minutes.',
  POLL_HAS_VOTES: 'A poll that has votes can be neither edited nor deleted.',
  CONTENT_DELETED: 'Deleted content cannot be edited.',
} as const;

/** Edits within 60 minutes by the author; the message is trimmed and the status becomes EDITED. */
export async function updateContent(
  ctx: AppContext,
  profile: ProfileRow,
  id: string,
  message: string,
): Promise<ContentRow> {
  const row = await contentById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such content.');
  if (row.type === 'TRADE') throw new AppError('NOT_AUTHOR', 'Trade events cannot be edited.');
  const allowed = canEdit({
    viewer: viewerOf(profile),
    content: permissionContent(row),
    now: ctx.clock.now(),
  });
  if (!allowed.ok) {
    const detail = editRefusals[allowed.reason];
    throw new AppError(
      allowed.reason,
      allowed.reason === 'EDIT_WINDOW_CLOSED' ? editWindowMessage(row.type) : detail,
    );
  }
  const kind: TextKind =
    row.type === 'POLL'
      ? 'pollQuestion'
      : row.type === 'POST'
        ? 'post'
        : row.type === 'COMMENT'
          ? 'comment'
          : 'reply';
  const text = checkedText(kind, trimEdited(message));
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const updated = await updateContentRow(tx, id, {
      message: text,
      status: 'EDITED',
      updatedAt: now,
      originalLanguage: detectLanguage(text),
    });
    await publishContentEvent(tx, 'contentUpdated', updated, now, { actorProfileId: profile.id });
    return updated;
  });
}

/**
 * Deletes by the author, unless a poll or post has votes. The item keeps its place as DELETED with no
 * text, so the thread around it still reads; deleting twice changes nothing.
 */
export async function deleteContent(ctx: AppContext, profile: ProfileRow, id: string): Promise<void> {
  const row = await contentById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such content.');
  if (row.status === 'DELETED' && row.profileId === profile.id) return;
  const allowed = canDelete({ viewer: viewerOf(profile), content: permissionContent(row) });
  if (!allowed.ok) {
    if (allowed.reason === 'POLL_HAS_VOTES')
      throw new AppError('POLL_HAS_VOTES', editRefusals.POLL_HAS_VOTES);
    throw new AppError('NOT_AUTHOR', 'Only the author can delete this.');
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateContentRow(tx, id, { status: 'DELETED', message: '', updatedAt: now });
    await publishContentEvent(tx, 'contentDeleted', row, now, { actorProfileId: profile.id });
  });
}

/** One item as its author sees it right after writing it. */
async function presentWritten(ctx: AppContext, user: UserRow | null, row: ContentRow) {
  const [view] = await presentThreads(ctx, [row], [], await contentViewer(ctx, user));
  return view!;
}

/** A new item, within the abuse limit for writing, answered with its view. */
export async function writeContent(
  ctx: AppContext,
  user: UserRow | null,
  profile: ProfileRow,
  input: CreateContentInput,
  ip: string,
) {
  await enforceAbuseLimit(ctx, 'content', profile.id, ip);
  const { row, options } = await createContentWithOptions(ctx, profile, input);
  return presentNew(row, options, profile, user, ctx.clock.now());
}

/**
 * A new item as its author sees it, from what the write itself knows and without asking again: it
 * has no likes, votes, images or translation yet (the author asked for none), its author is the caller.
 */
function presentNew(
  row: ContentRow,
  options: PollOptionRow[],
  profile: ProfileRow,
  user: UserRow | null,
  now: Date,
): ContentItemView {
  const state: HydratedContent = {
    reactionCounts: new Map(),
    pollOptions: new Map([[row.id, options]]),
    images: new Map(),
    instrumentNames: new Map(),
    translations: new Map(),
    profiles: new Map([[profile.id, profile]]),
    relations: new Map(),
    viewerReactions: new Set(),
    viewerVotes: new Map(),
  };
  const viewer = {
    userId: user?.id ?? null,
    profileId: profile.id,
    language: null,
    country: user?.country ?? null,
  };
  return assembleThreads([row], [], state, viewer, { now })[0]!;
}

/** An edit, answered with the item's new view. */
export async function editContent(
  ctx: AppContext,
  user: UserRow | null,
  profile: ProfileRow,
  id: string,
  message: string,
) {
  return presentWritten(ctx, user, await updateContent(ctx, profile, id, message));
}

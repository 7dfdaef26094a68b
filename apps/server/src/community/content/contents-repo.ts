import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { jsonMembersOf } from '../../db/json-insert.ts';
import { type Keyset, keysetCursor } from '../../db/keyset-cursor.ts';
import { preparedQuery, preparedSql } from '../../db/prepared-sql.ts';
import { rowsOf } from '../../db/rows.ts';
import { contentImages, contents, pollOptions, pollVotes, reactions } from '../../db/schema/contents.ts';
import { groups } from '../../db/schema/groups.ts';
import { claimKeyDoneSql } from '../../platform/idempotency-keys-repo.ts';
import { rateLimitPairCtes } from '../../platform/rate-limits-repo.ts';
import { outboxInsert, pendingAnnouncement } from '../../platform/stream/events-repo.ts';
import type { EventsToPublish } from '../../platform/stream/publish.ts';

export type ContentRow = typeof contents.$inferSelect;

/** A feed's count and version, read together. */
export interface FeedState {
  postCount: number;
  version: number;
  /** False for a feed that never had a row: nobody ever posted there. */
  exists: boolean;
}
export type PollOptionRow = typeof pollOptions.$inferSelect;
export type NewContentRow = typeof contents.$inferInsert;

/** The feed pages on (is_pinned, posted_at, id), newest first: pinned threads stay on top. */
export const feedCursor = keysetCursor('feed', 'bool', 'time', 'uuid');
export type FeedKeyset = Keyset<readonly ['bool', 'time', 'uuid']>;

export function feedKeyset(row: ContentRow): FeedKeyset {
  return [row.isPinned, row.postedAt, row.id];
}

/**
 * The roots a feed shows: a deleted post or poll keeps its place as a placeholder only while comments
 * hang under it; without any it is gone from the feed (spec 7.9).
 */
function feedWhere(context: { instrumentId?: number | undefined; groupId?: string | undefined }) {
  const where = [
    sql`${contents.rootId} is null`,
    sql`not (${contents.status} = 'DELETED' and ${contents.totalChildCount} = 0)`,
  ];
  if (context.instrumentId !== undefined) where.push(eq(contents.instrumentId, context.instrumentId));
  if (context.groupId !== undefined) where.push(eq(contents.groupId, context.groupId));
  return where;
}

/** A feed's key in `feed_post_counts`: `instrument:<id>` or `group:<uuid>`. */
export function feedKey(context: {
  instrumentId?: number | undefined;
  groupId?: string | undefined;
}): string {
  return context.groupId !== undefined ? `group:${context.groupId}` : `instrument:${context.instrumentId}`;
}

/**
 * How many threads a feed holds (the post count that drops when a post without comments is deleted)
 * and its version, read from the kept row (triggers on `contents` and its parts maintain both in the
 * writing transaction), never counted. A feed nobody has written to has no row: null.
 */
/** A feed's count and version: the sums over its shard rows (schema/contents.ts). */
export async function feedState(db: Db, feed: string): Promise<FeedState> {
  const [row] = rowsOf<{ count: string | null; version: string | null }>(
    await db.execute(sql`
      select sum(post_count)::text as count, sum(version)::text as version
      from feed_post_counts where feed = ${feed}`),
  );
  return {
    postCount: Number(row?.count ?? 0),
    version: Number(row?.version ?? 0),
    exists: row?.version != null,
  };
}

/**
 * One page of thread roots about an instrument or in a group: pinned first, then newest, keyset-paged
 * on (is_pinned, posted_at, id) so a page costs one index range scan however deep it is.
 */
export async function feedRoots(
  db: Db,
  context: { instrumentId?: number | undefined; groupId?: string | undefined },
  after: FeedKeyset | null,
  limit: number,
): Promise<ContentRow[]> {
  const where = feedWhere(context);
  if (after) {
    const [pinned, postedAt, id] = after;
    where.push(
      sql`(${contents.isPinned}, ${contents.postedAt}, ${contents.id}) < (${pinned}, ${postedAt.toISOString()}::timestamptz, ${id}::uuid)`,
    );
  }
  return db
    .select()
    .from(contents)
    .where(and(...where))
    .orderBy(desc(contents.isPinned), desc(contents.postedAt), desc(contents.id))
    .limit(limit);
}

/** A member's posts and polls page on (posted_at, id), newest first. */
export const profilePostsCursor = keysetCursor('profile-posts', 'time', 'uuid');
export type ProfilePostsKeyset = Keyset<readonly ['time', 'uuid']>;

export function profilePostsKeyset(row: ContentRow): ProfilePostsKeyset {
  return [row.postedAt, row.id];
}

/**
 * One page of a member's live posts and polls for their profile: about instruments or in public groups
 * (a private group's content stays with its members), keyset-paged on the (profile_id, posted_at) index.
 */
export async function profilePosts(
  db: Db,
  profileId: string,
  after: ProfilePostsKeyset | null,
  limit: number,
): Promise<ContentRow[]> {
  const where = [
    eq(contents.profileId, profileId),
    sql`${contents.rootId} is null`,
    sql`${contents.type} in ('POST', 'POLL')`,
    sql`${contents.status} <> 'DELETED'`,
    sql`(${contents.groupId} is null or exists (select 1 from ${groups} where ${groups.id} = ${contents.groupId} and ${groups.kind} = 'PUBLIC'))`,
  ];
  if (after) {
    const [postedAt, id] = after;
    where.push(
      sql`(${contents.postedAt}, ${contents.id}) < (${postedAt.toISOString()}::timestamptz, ${id}::uuid)`,
    );
  }
  return db
    .select()
    .from(contents)
    .where(and(...where))
    .orderBy(desc(contents.postedAt), desc(contents.id))
    .limit(limit);
}

/** The latest `perParent` children of each parent, oldest first within a parent, in one query. */
export async function latestChildren(
  db: Db,
  parentIds: readonly string[],
  perParent: number,
): Promise<ContentRow[]> {
  if (parentIds.length === 0 || perParent === 0) return [];
  const ranked = db
    .select({
      id: contents.id,
      rank: sql<number>`row_number() over (partition by ${contents.parentId} order by ${contents.postedAt} desc, ${contents.id} desc)`.as(
        'rank',
      ),
    })
    .from(contents)
    .where(anyOf(contents.parentId, parentIds))
    .as('ranked');
  const rows = await db
    .select({ content: contents })
    .from(contents)
    .innerJoin(ranked, eq(ranked.id, contents.id))
    .where(sql`${ranked.rank} <= ${perParent}`)
    .orderBy(asc(contents.postedAt), asc(contents.id));
  return rows.map((r) => r.content);
}

/** How many of the community's latest threads the liveliest are picked from. */
export const LIVELY_WINDOW = 200;

/**
 * The liveliest public threads: of the latest LIVELY_WINDOW posts and polls (the recent-roots index,
 * newest first) about an instrument or in a public group and not deleted, those with the most comments
 * and replies, the newer first among equals. A private group's threads stay with its members.
 */
export async function liveliestRoots(db: Db, limit: number): Promise<ContentRow[]> {
  const recent = db
    .select()
    .from(contents)
    .where(
      and(
        sql`${contents.rootId} is null`,
        sql`${contents.type} in ('POST', 'POLL')`,
        sql`${contents.status} <> 'DELETED'`,
        sql`(${contents.groupId} is null or exists (select 1 from ${groups} where ${groups.id} = ${contents.groupId} and ${groups.kind} = 'PUBLIC'))`,
      ),
    )
    .orderBy(desc(contents.postedAt))
    .limit(LIVELY_WINDOW)
    .as('recent');
  const rows = await db
    .select({ id: recent.id })
    .from(recent)
    .orderBy(desc(recent.totalChildCount), desc(recent.postedAt), desc(recent.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const byId = new Map(
    (
      await db
        .select()
        .from(contents)
        .where(
          anyOf(
            contents.id,
            rows.map((r) => r.id),
          ),
        )
    ).map((r) => [r.id, r]),
  );
  return rows.flatMap((r) => byId.get(r.id) ?? []);
}

export async function contentById(db: Db, id: string): Promise<ContentRow | null> {
  const [row] = await db.select().from(contents).where(eq(contents.id, id)).limit(1);
  return row ?? null;
}

/** Every item of a thread below its root, oldest first. */
export function threadDescendants(db: Db, rootId: string): Promise<ContentRow[]> {
  return db
    .select()
    .from(contents)
    .where(eq(contents.rootId, rootId))
    .orderBy(asc(contents.postedAt), asc(contents.id));
}

export interface ReactionCount {
  itemId: string;
  type: 'LIKE' | 'COMMENT';
  count: number;
}

export async function reactionCounts(db: Db, itemIds: readonly string[]): Promise<ReactionCount[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      itemId: reactions.itemId,
      type: reactions.reactionType,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reactions)
    .where(anyOf(reactions.itemId, itemIds))
    .groupBy(reactions.itemId, reactions.reactionType);
  return rows;
}

export async function viewerReactions(
  db: Db,
  profileId: string | null,
  itemIds: readonly string[],
): Promise<{ itemId: string; type: 'LIKE' | 'COMMENT' }[]> {
  if (!profileId || itemIds.length === 0) return [];
  return db
    .select({ itemId: reactions.itemId, type: reactions.reactionType })
    .from(reactions)
    .where(and(eq(reactions.profileId, profileId), anyOf(reactions.itemId, itemIds)));
}

export async function optionsOfPolls(db: Db, pollIds: readonly string[]): Promise<PollOptionRow[]> {
  if (pollIds.length === 0) return [];
  return db
    .select()
    .from(pollOptions)
    .where(anyOf(pollOptions.contentId, pollIds))
    .orderBy(asc(pollOptions.contentId), asc(pollOptions.position));
}

export async function viewerVotes(
  db: Db,
  profileId: string | null,
  pollIds: readonly string[],
): Promise<{ contentId: string; optionId: string }[]> {
  if (!profileId || pollIds.length === 0) return [];
  return db
    .select({ contentId: pollVotes.contentId, optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.profileId, profileId), anyOf(pollVotes.contentId, pollIds)));
}

export async function imagesOf(db: Db, itemIds: readonly string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(contentImages)
    .where(anyOf(contentImages.contentId, itemIds))
    .orderBy(asc(contentImages.contentId), asc(contentImages.position));
}

/** Adds `delta` to a parent's child count and its root's total, in the caller's transaction. */
export async function bumpChildCounts(
  tx: Db,
  parentId: string,
  rootId: string,
  delta: 1 | -1,
): Promise<void> {
  await tx.execute(sql`
    update contents set
      child_count = greatest(child_count + case when id = ${parentId}::uuid then ${delta} else 0 end, 0),
      total_child_count = greatest(total_child_count + case when id = ${rootId}::uuid then ${delta} else 0 end, 0)
    where id in (${parentId}::uuid, ${rootId}::uuid)`);
}

/**
 * Instruments with the newest root content, for the discover widget: one index probe per instrument
 * (contents_instrument_activity_idx), never a scan of all content.
 */
export async function instrumentsByActivity(db: Db, limit: number, onlyIds?: readonly number[]) {
  if (onlyIds && onlyIds.length === 0) return [];
  const result = await db.execute<{ id: number; activity: Date | string }>(sql`
    select i.id, a.activity from instruments i
    cross join lateral (
      select c.posted_at as activity from contents c
      where c.instrument_id = i.id and c.root_id is null
      order by c.posted_at desc limit 1
    ) a
    ${
      onlyIds
        ? sql`where i.id in (${sql.join(
            onlyIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }
    order by a.activity desc limit ${limit}`);
  return rowsOf<{ id: number; activity: Date | string }>(result).map((r) => ({
    instrumentId: Number(r.id),
    activity: new Date(r.activity),
  }));
}

/** The columns a new item is written with; the rest take their defaults. */
export type NewItem = Required<
  Pick<
    NewContentRow,
    | 'id'
    | 'type'
    | 'profileId'
    | 'message'
    | 'instrumentId'
    | 'groupId'
    | 'rootId'
    | 'parentId'
    | 'parentContentType'
    | 'urlSafe'
    | 'originalLanguage'
    | 'authorPosition'
    | 'createdAt'
    | 'postedAt'
    | 'updatedAt'
    | 'endingAt'
  >
>;
const NEW_ITEM_FIELDS = [
  'id',
  'type',
  'profileId',
  'message',
  'instrumentId',
  'groupId',
  'rootId',
  'parentId',
  'parentContentType',
  'urlSafe',
  'originalLanguage',
  'authorPosition',
  'createdAt',
  'postedAt',
  'updatedAt',
  'endingAt',
] as const satisfies readonly (keyof NewItem)[];

/** The item's insert with its events' CTE and announcement, every value a placeholder. */
function insertPublishingQuery(db: Db) {
  const published = db
    .$with('published', { published: sql<number>`1` })
    .as(outboxInsert(sql.placeholder('events'), sql.placeholder('eventsAt')));
  const values: Record<string, unknown> = Object.fromEntries(
    NEW_ITEM_FIELDS.map((field) => [field, sql.placeholder(field)]),
  );
  // A placeholder goes through its column's encoder, which a null timestamp breaks: this one is raw.
  values.endingAt = sql`${sql.placeholder('endingAt')}::timestamptz`;
  return db
    .with(published)
    .insert(contents)
    .values(values as unknown as NewContentRow)
    .returning({ ...getTableColumns(contents), announced: pendingAnnouncement() });
}

/**
 * Built once per database handle (not per post) and prepared under one name, which each connection
 * parses once; a transaction is a handle of its own, so it builds the statement again.
 */
const preparedInsertPublishing = preparedQuery((db) =>
  insertPublishingQuery(db).prepare('insert_content_publishing'),
);

/**
 * Inserts an item and publishes its events in one statement: alone it needs no transaction (one
 * round trip for the whole write); the caller gives the item its id, so the events can name it.
 */
export async function insertContentPublishing(
  db: Db,
  item: NewItem,
  published: EventsToPublish,
): Promise<ContentRow> {
  const [row] = await preparedInsertPublishing(db).execute({
    ...item,
    endingAt: item.endingAt?.toISOString() ?? null,
    events: published.events,
    eventsAt: published.createdAt,
  });
  const { announced: _, ...inserted } = row!;
  return inserted;
}

/**
 * The row a new item is once written: its values and the table's defaults for the rest (no pin, no
 * children, votes or trade), for an answer built before the write that stores it with the key.
 * content.test.ts holds it equal to the row as read back.
 */
export function newItemRow(item: NewItem): ContentRow {
  return {
    ...item,
    status: 'LIVE',
    isPinned: false,
    classicUri: null,
    childCount: 0,
    totalChildCount: 0,
    voteCount: 0,
    tradeType: null,
    tradePrice: null,
    tradeCurrency: null,
    percentageChange: null,
    executionId: null,
  };
}

/** What a post written with its own abuse limit and key (`insertPostCounted`) needs beside the item. */
export interface PostCounting {
  /** The abuse limit's pair of counts (platform/rate-limit.ts `abuseHit`). */
  hit: {
    firstKey: string;
    firstLimit: number;
    secondKey: string;
    secondLimit: number;
    windowStart: string;
    expiresAt: string;
  };
  /** The idempotency key claimed DONE with the answer, or null for a post sent without one. */
  claim: {
    userId: string;
    key: string;
    fingerprint: string;
    now: string;
    expiresAt: string;
    status: number;
    body: string;
  } | null;
}

/** What the statement says: the counts, whether the key was someone's, and the item's id if written. */
export interface PostCounted {
  first: number | null;
  second: number | null;
  taken: boolean;
  id: string | null;
}

const p = (name: string) => sql.placeholder(name);

/** Each field of a new item with its column's name, as the statement's jsonb row names them. */
const NEW_ITEM_COLUMNS = NEW_ITEM_FIELDS.map(
  (field) => [field, getTableColumns(contents)[field].name] as const,
);

/**
 * A post as ONE statement: the abuse limit's two counts (not counted when the key is already someone's,
 * a replay), the idempotency key claimed DONE with the answer the caller built beforehand, the item,
 * its events in the outbox and their announcement; the item, its events and the key only when the
 * counts are within their limits and the key was free. Nothing but the counts is written otherwise.
 */
const postCountedStatement = preparedSql<PostCountedRow>('insert_post_counted', () => {
  const names = sql.raw(NEW_ITEM_COLUMNS.map(([, column]) => `"${column}"`).join(', '));
  const keyGiven = sql`${p('key')}::text is not null`;
  return sql`
    with taken as (
      select 1 from idempotency_keys where user_id = ${p('key_user')}::uuid and key = ${p('key')}::text
    ), ${rateLimitPairCtes(
      {
        firstKey: p('first_key'),
        firstLimit: p('first_limit'),
        secondKey: p('second_key'),
        windowStart: p('window_start'),
        expiresAt: p('window_end'),
      },
      sql`not exists (select 1 from taken)`,
    )}, allowed as (
      select 1 from second_hit where second_hit.count <= ${p('second_limit')}::integer
    ), claim as (${claimKeyDoneSql(
      {
        userId: p('key_user'),
        key: p('key'),
        fingerprint: p('fingerprint'),
        now: p('key_at'),
        expiresAt: p('key_expires'),
      },
      { status: p('answer_status'), body: p('answer') },
      sql`${keyGiven} and exists (select 1 from allowed)`,
    )}), item as (
      insert into contents (${names})
      select ${names} from jsonb_populate_record(null::contents, ${p('item')}::jsonb)
      where exists (select 1 from allowed) and (not ${keyGiven} or exists (select 1 from claim))
      returning id
    ), published as (${outboxInsert(p('events'), p('events_at'), sql`exists (select 1 from item)`)})
    select (select count from first_hit) as first, (select count from second_hit) as second,
      exists (select 1 from taken) as taken, (select id from item) as id,
      case when exists (select 1 from item) then ${pendingAnnouncement()} end as announced`;
});

/**
 * Writes a post on an instrument with its abuse limit and idempotency key in one round trip (see
 * `postCountedStatement`). The caller judges the counts; a missing instrument is the foreign key's error.
 */
export async function insertPostCounted(
  db: Db,
  item: NewItem,
  published: EventsToPublish,
  counting: PostCounting,
): Promise<PostCounted> {
  const [row] = await postCountedStatement(db, {
    ...postScalars(counting, published),
    answer: counting.claim?.body ?? null,
    item: itemJson(item),
    events: published.events,
  });
  return postCounted(row);
}

/** One post of `insertPostsCounted`'s batch: what `insertPostCounted` takes. */
export interface CountedPost {
  item: NewItem;
  published: EventsToPublish;
  counting: PostCounting;
}

/**
 * Several posts as ONE statement, each as `insertPostCounted` writes it alone (its counts, its key, its
 * item, its events), for posts that arrive together: one round trip and one commit for all. Each
 * member and address appears once in a batch (the caller's rule: a counter's row is moved once per
 * statement). One post's error (an instrument that does not exist) fails them all: the caller then
 * writes each alone. The answers come in the posts' order.
 */
export async function insertPostsCounted(db: Db, posts: readonly CountedPost[]): Promise<PostCounted[]> {
  const rows = posts.map(
    ({ item, published, counting }, n) =>
      `{"n":${n},${JSON.stringify(postScalars(counting, published)).slice(1, -1)},"answer":${counting.claim?.body ?? 'null'},"item":${itemJson(item)},"events":${published.events}}`,
  );
  const answers = await postsCountedStatement(db, { posts: `[${rows.join(',')}]` });
  const byN = new Map(answers.map((row) => [Number(row.n), row]));
  return posts.map((_, n) => postCounted(byN.get(n)));
}

const postsCountedStatement = preparedSql<PostCountedRow & { n: number }>('insert_posts_counted', () => {
  const names = sql.raw(NEW_ITEM_COLUMNS.map(([, column]) => `"${column}"`).join(', '));
  const columns = sql.raw(NEW_ITEM_COLUMNS.map(([, column]) => `r."${column}"`).join(', '));
  return sql`
    with input as (
      select * from jsonb_to_recordset(${p('posts')}::jsonb) as i(
        n integer, key_user uuid, key text, fingerprint text, key_at timestamptz, key_expires timestamptz,
        answer_status integer, answer jsonb, first_key text, first_limit integer, second_key text,
        second_limit integer, window_start timestamptz, window_end timestamptz, item jsonb, events jsonb,
        events_at timestamptz)
    ), taken as (
      select i.n from input as i join idempotency_keys as k on k.user_id = i.key_user and k.key = i.key
    ), first_hit as (
      insert into rate_limits (key, window_start, count, expires_at)
      select i.first_key, i.window_start, 1, i.window_end from input as i
      where i.n not in (select n from taken)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning key, count
    ), second_hit as (
      insert into rate_limits (key, window_start, count, expires_at)
      select i.second_key, i.window_start, 1, i.window_end
      from input as i join first_hit as f on f.key = i.first_key
      where f.count <= i.first_limit
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning key, count
    ), allowed as (
      select i.n from input as i join second_hit as s on s.key = i.second_key where s.count <= i.second_limit
    ), claim as (
      insert into idempotency_keys
        (user_id, key, fingerprint, state, created_at, locked_at, expires_at, response_status, response_body)
      select i.key_user, i.key, i.fingerprint, 'DONE', i.key_at, i.key_at, i.key_expires, i.answer_status,
        i.answer
      from input as i where i.key is not null and i.n in (select n from allowed)
      on conflict do nothing
      returning user_id, key
    ), item as (
      insert into contents (${names})
      select ${columns} from input as i cross join lateral jsonb_populate_record(null::contents, i.item) as r
      where i.n in (select n from allowed)
        and (i.key is null or exists (select 1 from claim as c where c.user_id = i.key_user and c.key = i.key))
      order by i.n
      returning id
    ), published as (
      insert into community_event_outbox (topic, type, payload, created_at)
      select e.value ->> 'topic', e.value ->> 'type', e.value -> 'payload', i.events_at
      from input as i cross join lateral jsonb_array_elements(i.events) with ordinality as e(value, position)
      where (i.item ->> 'id')::uuid in (select id from item)
      order by i.n, e.position
    )
    select i.n, f.count as first, s.count as second, i.n in (select n from taken) as taken, it.id,
      case when it.id is not null then ${pendingAnnouncement()} end as announced
    from input as i
      left join first_hit as f on f.key = i.first_key
      left join second_hit as s on s.key = i.second_key
      left join item as it on it.id = (i.item ->> 'id')::uuid`;
});

type PostCountedRow = { first: number | null; second: number | null; taken: boolean; id: string | null };

/** A post's values other than its JSON parts, named as both statements name them. */
function postScalars({ hit, claim }: PostCounting, published: EventsToPublish) {
  return {
    key_user: claim?.userId ?? null,
    key: claim?.key ?? null,
    fingerprint: claim?.fingerprint ?? null,
    key_at: claim?.now ?? null,
    key_expires: claim?.expiresAt ?? null,
    answer_status: claim?.status ?? null,
    first_key: hit.firstKey,
    first_limit: hit.firstLimit,
    second_key: hit.secondKey,
    second_limit: hit.secondLimit,
    window_start: hit.windowStart,
    window_end: hit.expiresAt,
    events_at: published.createdAt,
  };
}

/** A new item as the statements' jsonb row: its fields under their columns' names. */
const itemMembers = jsonMembersOf<NewItem>(NEW_ITEM_COLUMNS);

function itemJson(item: NewItem): string {
  return `{${itemMembers(item)}}`;
}

function postCounted(row: PostCountedRow | undefined): PostCounted {
  return {
    first: row?.first === null || row?.first === undefined ? null : Number(row.first),
    second: row?.second === null || row?.second === undefined ? null : Number(row.second),
    taken: row?.taken === true,
    id: row?.id ?? null,
  };
}

/** An edit or a deletion: the item keeps its row (and its place in the thread). */
/**
 * A trade event's row, once per execution: null when that execution already has one (the unique
 * execution key), so a second delivery of the same fill writes nothing.
 */
export async function insertTradeEventOnce(tx: Db, values: NewContentRow): Promise<ContentRow | null> {
  const [row] = await tx
    .insert(contents)
    .values(values)
    .onConflictDoNothing({ target: contents.executionId, where: sql`${contents.executionId} is not null` })
    .returning();
  return row ?? null;
}

export async function updateContentRow(
  tx: Db,
  id: string,
  changes: Partial<Pick<NewContentRow, 'message' | 'status' | 'originalLanguage'>> & { updatedAt: Date },
): Promise<ContentRow> {
  const [row] = await tx.update(contents).set(changes).where(eq(contents.id, id)).returning();
  return row!;
}

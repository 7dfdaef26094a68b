import type { ProfileView } from '@havn/contract/web';
import { splitOldThreads } from '@havn/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useSearchParams } from '../../../lib/navigation.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { CreatePostBox } from '../composer/CreatePostBox.tsx';
import { CommunityActionsProvider } from '../content/community-actions.tsx';
import { InteractionGateProvider } from '../content/InteractionGate.tsx';
import type { FeedTarget, ItemFields, ThreadRoot } from '../content/types.ts';
import { useContentLanguage } from '../content/use-content-language.ts';
import { useViewer } from '../content/use-viewer.ts';
import { useContentModeration } from '../moderation/use-content-moderation.tsx';
import { ThreadDrawerContent } from '../thread/ThreadDrawer.tsx';
import { ThreadView } from '../thread/ThreadView.tsx';
import { FeedSkeleton } from './FeedSkeleton.tsx';
import { feedKeys, useFeedQuery } from './queries.ts';
import { useFeedLiveUpdates } from './use-feed-live-updates.ts';
import { useLoadMoreOnScroll } from './use-load-more.ts';
import '../community.css';
import './CommunityFeed.css';

/** The search param that opens the Thread drawer on a content item (a shared link, a notification). */
export const THREAD_PARAM = 'contentId';

export type CommunityFeedProps = (
  | { instrumentId: number; groupId?: undefined }
  | { groupId: string; instrumentId?: undefined }
) & {
  /** The community's own name (the instrument's or the group's), for the load-failure title. */
  communityName: string;
  /** Whether the create-post box is offered (a group feed hides it from non-members). */
  showComposer?: boolean;
  onReport?(item: ItemFields): void;
  onMute?(profile: ProfileView): void;
};

/**
 * An instrument's or a group's feed: 25 threads a page, loaded as the reader scrolls; threads older
 * than 6 months behind 'See older posts'; kept current by the event stream; the Thread drawer for one
 * thread. Visitors read everything and are asked to join when they try to take part.
 */
export function CommunityFeed(props: CommunityFeedProps) {
  // Report and Mute work on every feed: the page may handle them, else the feed's own dialogs do.
  const moderation = useContentModeration();
  return (
    <InteractionGateProvider>
      <CommunityActionsProvider
        onReport={props.onReport ?? moderation.onReport}
        onMute={props.onMute ?? moderation.onMute}
        inGroup={props.groupId !== undefined}
      >
        <Feed {...props} />
      </CommunityActionsProvider>
      {moderation.dialogs}
    </InteractionGateProvider>
  );
}

function Feed({ instrumentId, groupId, communityName, showComposer = true }: CommunityFeedProps) {
  const { t } = useTranslation('feed');
  const language = useContentLanguage();
  const { viewer } = useViewer();
  const now = useNow();
  const target = useMemo<FeedTarget>(
    () => (instrumentId !== undefined ? { instrumentId } : { groupId: groupId ?? '' }),
    [instrumentId, groupId],
  );
  const feedKey = useMemo(() => feedKeys.feed(target, language), [target, language]);
  const feed = useFeedQuery(target, language);
  const live = useFeedLiveUpdates(target, feedKey, viewer.profileId);
  const [showOld, setShowOld] = useState(false);
  const [search, setSearch] = useSearchParams();
  const openThreadId = search.get(THREAD_PARAM);
  const top = useRef<HTMLDivElement>(null);

  const threads = useMemo(() => feed.data?.pages.flatMap((page) => page.threads) ?? [], [feed.data]);
  const postCount = feed.data?.pages[0]?.postCount ?? 0;
  const split = useMemo(
    () =>
      splitOldThreads(
        threads.map((root) => ({ root, postedAt: new Date(root.postedAt) })),
        now,
      ),
    [threads, now],
  );
  const shown: ThreadRoot[] = (showOld ? [...split.recent, ...split.old] : split.recent).map((s) => s.root);
  // Pages come newest first: once a page reaches old threads, the next ones are older still.
  const canLoadMore = feed.hasNextPage && (showOld || split.old.length === 0);
  const loadMore = () => {
    if (canLoadMore && !feed.isFetchingNextPage) void feed.fetchNextPage();
  };
  const sentinel = useLoadMoreOnScroll(loadMore, canLoadMore && !feed.isFetchingNextPage);

  const openThread = (contentId: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(THREAD_PARAM, contentId);
      return next;
    });
  const closeThread = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete(THREAD_PARAM);
      return next;
    });

  return (
    <div className="community-feed" ref={top}>
      {showComposer && <CreatePostBox target={target} feedKey={feedKey} />}
      {live.newPosts > 0 && (
        <div className="feed-new-posts">
          <Button
            onClick={async () => {
              await live.showNewPosts();
              top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            }}
          >
            {t('feed.newPosts', { count: live.newPosts })}
          </Button>
        </div>
      )}
      {live.stream?.status === 'stopped' && (
        <p className="feed-note" role="status">
          {t('feed.liveStopped')}
        </p>
      )}
      {feed.isPending && <FeedSkeleton />}
      {feed.isError && !feed.data && (
        <div className="feed-error" role="alert">
          <h3>{t('feed.errorTitle', { community: communityName })}</h3>
          <p>{t('feed.errorText')}</p>
          <Button variant="secondary" onClick={() => void feed.refetch()}>
            {t('feed.retry')}
          </Button>
        </div>
      )}
      {feed.isSuccess && threads.length === 0 && <p className="feed-empty">{t('feed.empty')}</p>}
      {feed.isSuccess && postCount > 0 && (
        <p className="feed-count" role="status">
          {t('feed.postCount', { count: postCount })}
        </p>
      )}
      {shown.length > 0 && (
        <ol className="feed-list" aria-label={t('feed.listLabel', { community: communityName })}>
          {shown.map((root) => (
            <li key={root.id} className="feed-thread">
              <ThreadView root={root} mode="feed" now={now} onOpenThread={openThread} />
            </li>
          ))}
        </ol>
      )}
      {feed.isSuccess && split.old.length > 0 && !showOld && (
        <div className="feed-old">
          {split.onlyOld && <p>{t('feed.noRecentPosts')}</p>}
          <Button variant="secondary" onClick={() => setShowOld(true)}>
            {t('feed.seeOlderPosts')}
          </Button>
        </div>
      )}
      {feed.isSuccess && canLoadMore && (
        <div className="feed-load-more" ref={sentinel}>
          <Button variant="secondary" busy={feed.isFetchingNextPage} onClick={loadMore}>
            {feed.isFetchingNextPage ? t('feed.loadingMore') : t('feed.loadMore')}
          </Button>
        </div>
      )}
      {feed.isFetchNextPageError && (
        <p className="feed-note" role="alert">
          {t('feed.errorText')}
        </p>
      )}
      {openThreadId && <ThreadDrawerContent contentId={openThreadId} onClose={closeThread} live={false} />}
    </div>
  );
}

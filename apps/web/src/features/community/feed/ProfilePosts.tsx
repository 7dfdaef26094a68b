import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useSearchParams } from '../../../lib/navigation.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { CommunityActionsProvider } from '../content/community-actions.tsx';
import { InteractionGateProvider } from '../content/InteractionGate.tsx';
import { useContentLanguage } from '../content/use-content-language.ts';
import { useContentModeration } from '../moderation/use-content-moderation.tsx';
import { ThreadDrawerContent } from '../thread/ThreadDrawer.tsx';
import { ThreadView } from '../thread/ThreadView.tsx';
import { THREAD_PARAM } from './CommunityFeed.tsx';
import { FeedSkeleton } from './FeedSkeleton.tsx';
import { useProfilePostsQuery } from './queries.ts';
import { useLoadMoreOnScroll } from './use-load-more.ts';
import '../community.css';
import './CommunityFeed.css';

/**
 * A member's posts and polls on their profile page, newest first, loaded page by page as the reader
 * scrolls; each opens its thread in the Thread drawer, with the content menu of any feed.
 */
export function ProfilePosts({ profileId, username }: { profileId: string; username: string }) {
  const { t } = useTranslation('feed');
  const moderation = useContentModeration();
  const headingId = useId();
  return (
    <section className="cp-profile-posts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profilePosts.title')}</h2>
      <InteractionGateProvider>
        <CommunityActionsProvider onReport={moderation.onReport} onMute={moderation.onMute} inGroup={false}>
          <Posts profileId={profileId} username={username} />
        </CommunityActionsProvider>
        {moderation.dialogs}
      </InteractionGateProvider>
    </section>
  );
}

function Posts({ profileId, username }: { profileId: string; username: string }) {
  const { t } = useTranslation('feed');
  const language = useContentLanguage();
  const now = useNow();
  const posts = useProfilePostsQuery(profileId, language);
  const [search, setSearch] = useSearchParams();
  const openThreadId = search.get(THREAD_PARAM);
  const threads = posts.data?.pages.flatMap((page) => page.threads) ?? [];
  const canLoadMore = posts.hasNextPage;
  const loadMore = () => {
    if (canLoadMore && !posts.isFetchingNextPage) void posts.fetchNextPage();
  };
  const sentinel = useLoadMoreOnScroll(loadMore, canLoadMore && !posts.isFetchingNextPage);
  const setThread = (contentId: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (contentId) next.set(THREAD_PARAM, contentId);
      else next.delete(THREAD_PARAM);
      return next;
    });

  return (
    <div className="community-feed">
      {posts.isPending && <FeedSkeleton />}
      {posts.isError && !posts.data && (
        <div className="feed-error" role="alert">
          <p>{t('feed.errorText')}</p>
          <Button variant="secondary" onClick={() => void posts.refetch()}>
            {t('feed.retry')}
          </Button>
        </div>
      )}
      {posts.isSuccess && threads.length === 0 && (
        <p className="feed-empty">{t('profilePosts.empty', { username })}</p>
      )}
      {threads.length > 0 && (
        <ol className="feed-list" aria-label={t('profilePosts.listLabel', { username })}>
          {threads.map((root) => (
            <li key={root.id} className="feed-thread">
              <ThreadView root={root} mode="feed" now={now} onOpenThread={setThread} />
            </li>
          ))}
        </ol>
      )}
      {posts.isSuccess && canLoadMore && (
        <div className="feed-load-more" ref={sentinel}>
          <Button variant="secondary" busy={posts.isFetchingNextPage} onClick={loadMore}>
            {posts.isFetchingNextPage ? t('feed.loadingMore') : t('feed.loadMore')}
          </Button>
        </div>
      )}
      {posts.isFetchNextPageError && (
        <p className="feed-note" role="alert">
          {t('feed.errorText')}
        </p>
      )}
      {openThreadId && (
        <ThreadDrawerContent contentId={openThreadId} onClose={() => setThread(null)} live={false} />
      )}
    </div>
  );
}

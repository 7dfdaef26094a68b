import type { ProfileView } from '@havn/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Drawer } from '../../../components/Dialog.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useEventStream } from '../../../lib/stream/use-event-stream.ts';
import { useNow } from '../../../lib/use-now.ts';
import { CommunityActionsProvider } from '../content/community-actions.tsx';
import { InteractionGateProvider } from '../content/InteractionGate.tsx';
import type { ItemFields } from '../content/types.ts';
import { contentTopicOf } from '../stream/topics.ts';
import { threadKeys, useThreadQuery } from './queries.ts';
import { ThreadView } from './ThreadView.tsx';
import '../community.css';

/**
 * The Thread drawer for one content item: the whole thread with that item marked and scrolled to.
 * Standalone (from a profile, a notification) it listens to the thread's own events; inside a feed the
 * feed's stream already covers it.
 */
export function ThreadDrawer({
  contentId,
  onClose,
  onReport,
  onMute,
}: {
  contentId: string;
  onClose(): void;
  onReport?(item: ItemFields): void;
  onMute?(profile: ProfileView): void;
}) {
  return (
    <InteractionGateProvider>
      <CommunityActionsProvider onReport={onReport} onMute={onMute} inGroup={false}>
        <ThreadDrawerContent contentId={contentId} onClose={onClose} live />
      </CommunityActionsProvider>
    </InteractionGateProvider>
  );
}

export function ThreadDrawerContent({
  contentId,
  onClose,
  live,
}: {
  contentId: string;
  onClose(): void;
  live: boolean;
}) {
  const { t } = useTranslation('feed');
  const client = useQueryClient();
  const thread = useThreadQuery(contentId);
  const now = useNow();
  const rootId = thread.data?.root.id ?? null;
  useEventStream(
    rootId ? [contentTopicOf(rootId)] : [],
    () => void client.invalidateQueries({ queryKey: threadKeys.all }),
    live,
  );
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t('thread.drawerTitle')}>
      {thread.isPending && <Spinner />}
      {thread.isError && <Alert>{t('thread.loadError')}</Alert>}
      {thread.data && (
        <div className="thread-drawer" data-testid="thread-drawer">
          <ThreadView root={thread.data.root} mode="drawer" now={now} />
        </div>
      )}
    </Drawer>
  );
}

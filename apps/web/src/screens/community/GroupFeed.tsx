import type { GroupView } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { CommunityFeed } from '../../features/community/feed/CommunityFeed.tsx';
import { useContentModeration } from '../../features/community/moderation/use-content-moderation.tsx';

/** A group's posts with the report and mute dialogs (GroupScreen.tsx loads it after the header). */
export default function GroupFeed({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const moderation = useContentModeration();
  return (
    <section className="gr-group-feed" aria-labelledby="group-posts-title">
      <h2 id="group-posts-title">{t('group.posts')}</h2>
      <CommunityFeed
        groupId={group.id}
        communityName={group.name}
        showComposer={group.isMember}
        onReport={moderation.onReport}
        onMute={moderation.onMute}
      />
      {moderation.dialogs}
    </section>
  );
}

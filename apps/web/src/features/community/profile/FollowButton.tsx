import type { ProfileView } from '@havn/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useToggleMutationQueue } from '../../../lib/toggle-mutation-queue.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { setFollowing, updateCachedProfile } from './queries.ts';

/**
 * Follow toggle: flips at once in every cached copy (the button, the count, the lists), the queue sends
 * only the latest wish, and a failure puts back what the server still has.
 */
export function FollowButton({
  profile,
  viewerProfileId,
}: {
  profile: ProfileView;
  viewerProfileId: string;
}) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const following = profile.relationship.following;

  const show = (wanted: boolean) => {
    let changed = false;
    updateCachedProfile(client, profile.id, (p) => {
      if (p.relationship.following === wanted) return p;
      changed = true;
      return {
        ...p,
        followerCount: Math.max(0, p.followerCount + (wanted ? 1 : -1)),
        relationship: { ...p.relationship, following: wanted },
      };
    });
    if (!changed) return;
    updateCachedProfile(client, viewerProfileId, (me) => ({
      ...me,
      followingCount: Math.max(0, me.followingCount + (wanted ? 1 : -1)),
    }));
  };

  const toggle = useToggleMutationQueue<boolean>({
    initialState: following,
    send: (wanted) => setFollowing(profile.id, wanted),
    onFailure: (serverState, error) => {
      show(serverState);
      toast({ title: errorMessage(error), tone: 'error' });
    },
  });

  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      onClick={() => {
        show(!following);
        toggle(!following);
      }}
    >
      {following ? t('profile.unfollow') : t('profile.follow')}
    </Button>
  );
}

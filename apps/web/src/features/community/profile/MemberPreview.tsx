import type { ProfileView } from '@havn/contract/web';
import { isDeactivatedProfileId, MEMBER_PREVIEW_WIDTH_PX } from '@havn/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip.tsx';
import { Avatar } from './Avatar.tsx';
import { useCompactCount, useMembershipAge } from './profile-format.ts';
import { RatingStars } from './RatingStars.tsx';
import './MemberPreview.css';

/**
 * Wrap a member's name (a link or button) to show their preview after 600 ms on hover or focus:
 * avatar, name, membership age, rating and followers, 280 px wide (spec section 9).
 * A deactivated member has no preview.
 */
export function MemberPreview({ profile, children }: { profile: ProfileView; children: ReactElement }) {
  if (isDeactivatedProfileId(profile.id)) return children;
  return (
    <Tooltip width={MEMBER_PREVIEW_WIDTH_PX} content={<MemberPreviewCard profile={profile} />}>
      {children}
    </Tooltip>
  );
}

function MemberPreviewCard({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('community');
  const compact = useCompactCount();
  const age = useMembershipAge();
  return (
    <div className="cp-preview">
      <Avatar uri={profile.avatarUri} username={profile.username} size={40} />
      <div>
        <p className="cp-preview-name">{profile.username}</p>
        <p className="cp-preview-meta">{age(profile.joinedAt)}</p>
        <p className="cp-preview-meta">
          <RatingStars rating={profile.rating} />{' '}
          {t('profile.followers', {
            count: profile.followerCount,
            formatted: compact(profile.followerCount),
          })}
        </p>
        {profile.description && <p className="cp-preview-bio">{profile.description}</p>}
      </div>
    </div>
  );
}

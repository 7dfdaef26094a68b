import type { ProfileView } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useSite } from '../../../lib/site-context.ts';
import { Avatar } from './Avatar.tsx';
import { MemberPreview } from './MemberPreview.tsx';
import { type FollowListType, useFollowListQuery } from './queries.ts';
import './profile.css';

/** Followers or following of a member, 50 at a time with "Load more". */
export function FollowList({ profile, type }: { profile: ProfileView; type: FollowListType }) {
  const { t } = useTranslation('community');
  const site = useSite();
  const list = useFollowListQuery(profile.id, type, true);
  if (list.isPending) return <Spinner />;
  if (list.isError) return <Alert>{t('details.loadFailed')}</Alert>;
  const profiles = list.data.pages.flatMap((page) => page.profiles);
  if (profiles.length === 0) {
    return (
      <p className="muted">{t(type === 'followers' ? 'details.emptyFollowers' : 'details.emptyFollowing')}</p>
    );
  }
  return (
    <>
      <ul className="cp-member-list">
        {profiles.map((member) => (
          <li key={member.id} className="cp-member-row">
            <Avatar uri={member.avatarUri} username={member.username} size={36} />
            <MemberPreview profile={member}>
              <Link to={pagePath('user-profile', site, { slug: member.slug })}>{member.username}</Link>
            </MemberPreview>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('details.loadMore')}
        </Button>
      )}
    </>
  );
}

import type { ProfileView } from '@havn/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { Link, useLocation, useNavigate } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useSite } from '../../../lib/site-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ProfilePosts } from '../feed/ProfilePosts.tsx';
import { JoinCommunityButton } from '../membership/JoinCommunityButton.tsx';
import { Avatar } from './Avatar.tsx';
import { FollowButton } from './FollowButton.tsx';
import { MuteButton } from './MuteButton.tsx';
import { type DetailsTab, ProfileDetailsDrawer } from './ProfileDetailsDrawer.tsx';
import { ProfileEditDrawer } from './ProfileEditDrawer.tsx';
import { useCompactCount, useCountryName, useMembershipAge } from './profile-format.ts';
import { type CommunityViewer, refreshProfiles, useCommunityViewer, useProfileQuery } from './queries.ts';
import { RatingDrawer } from './RatingDrawer.tsx';
import { RatingStars } from './RatingStars.tsx';
import './ProfilePage.css';

/** A member's profile page by slug, with its drawers; a 404 is a clear not-found state. */
export function ProfilePage({ slug }: { slug: string }) {
  const { t } = useTranslation('community');
  const profile = useProfileQuery(slug);
  const viewer = useCommunityViewer();
  useDocumentTitle(profile.data?.username ?? t('profile.title'));
  if (profile.isPending) return <Spinner />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound />;
    return (
      <Alert>
        {t('profile.loadFailed')}{' '}
        <Button variant="link" onClick={() => void profile.refetch()}>
          {t('profile.retry')}
        </Button>
      </Alert>
    );
  }
  return <MemberProfile profile={profile.data} viewer={viewer} />;
}

function ProfileNotFound() {
  const { t } = useTranslation('community');
  const site = useSite();
  return (
    <section className="card narrow not-found" aria-labelledby="cp-not-found">
      <h1 id="cp-not-found">{t('profile.notFoundTitle')}</h1>
      <p>{t('profile.notFoundText')}</p>
      <Link to={pagePath('discover-overview', site)} className="btn btn-primary">
        {t('profile.discover')}
      </Link>
    </section>
  );
}

function MemberProfile({ profile, viewer }: { profile: ProfileView; viewer: CommunityViewer }) {
  const { t } = useTranslation('community');
  const site = useSite();
  const compact = useCompactCount();
  const age = useMembershipAge();
  const country = useCountryName();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [details, setDetails] = useState<DetailsTab | null>(null);
  const [lastTab, setLastTab] = useState<DetailsTab>('followers');
  const [ratingOpen, setRatingOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const own = viewer.status === 'member' && viewer.profile.id === profile.id;
  const openDetails = (tab: DetailsTab) => {
    setLastTab(tab);
    setDetails(tab);
  };
  const wentAway = () => {
    void refreshProfiles(client);
    // Back where the member came from; a profile opened directly goes to the community start page.
    if (location.key !== 'default') navigate(-1);
    else navigate(pagePath('discover-overview', site), { replace: true });
  };

  return (
    <article className="cp-profile" aria-labelledby="cp-profile-name">
      <header className="cp-profile-header">
        <Avatar uri={profile.avatarUri} username={profile.username} size={96} />
        <div className="cp-profile-main">
          <h1 id="cp-profile-name">{profile.username}</h1>
          <dl className="cp-profile-facts">
            <div>
              <dt>{t('profile.country')}</dt>
              <dd>{country(profile.country)}</dd>
            </div>
            <div>
              <dt>{t('profile.memberSince')}</dt>
              <dd>{age(profile.joinedAt)}</dd>
            </div>
            <div>
              <dt>{t('profile.rating')}</dt>
              <dd>
                <button type="button" className="cp-rating-button" onClick={() => setRatingOpen(true)}>
                  <RatingStars rating={profile.rating} />
                  <span className="visually-hidden">{t('rating.open')}</span>
                </button>
              </dd>
            </div>
          </dl>
          <p className="cp-counts">
            <button type="button" className="btn btn-link" onClick={() => openDetails('followers')}>
              {t('profile.followers', {
                count: profile.followerCount,
                formatted: compact(profile.followerCount),
              })}
            </button>
            <button type="button" className="btn btn-link" onClick={() => openDetails('following')}>
              {t('profile.following', {
                count: profile.followingCount,
                formatted: compact(profile.followingCount),
              })}
            </button>
          </p>
        </div>
        <div className="cp-profile-actions">
          <ProfileActions profile={profile} viewer={viewer} own={own} onEdit={() => setEditOpen(true)} />
        </div>
      </header>
      <section className="cp-profile-bio" aria-labelledby="cp-profile-about">
        <h2 id="cp-profile-about">{t('profile.about')}</h2>
        <p className={profile.description ? 'cp-bio' : 'cp-bio muted'}>
          {profile.description || t('profile.noBio')}
        </p>
      </section>
      <ProfilePosts profileId={profile.id} username={profile.username} />
      <ProfileDetailsDrawer
        profile={profile}
        open={details !== null}
        onOpenChange={(open) => setDetails(open ? lastTab : null)}
        tab={details ?? lastTab}
        onTabChange={openDetails}
      />
      <RatingDrawer open={ratingOpen} onOpenChange={setRatingOpen} rating={profile.rating} />
      {own && (
        <ProfileEditDrawer
          profile={profile}
          open={editOpen}
          onOpenChange={setEditOpen}
          onDeactivated={wentAway}
        />
      )}
    </article>
  );
}

function ProfileActions({
  profile,
  viewer,
  own,
  onEdit,
}: {
  profile: ProfileView;
  viewer: CommunityViewer;
  own: boolean;
  onEdit(): void;
}) {
  const { t } = useTranslation('community');
  if (own) return <Button onClick={onEdit}>{t('edit.open')}</Button>;
  if (viewer.status === 'member') {
    return (
      <>
        <FollowButton profile={profile} viewerProfileId={viewer.profile.id} />
        <MuteButton profile={profile} />
      </>
    );
  }
  if (viewer.status === 'loading') return null;
  return <JoinCommunityButton />;
}

import type { ProfileView } from '@havn/contract/web';
import { isDeactivatedProfileId } from '@havn/domain';
import { build } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { useSite } from '../../../lib/site-context.ts';
import './ProfileName.css';

export function isDeactivated(profile: ProfileView): boolean {
  return profile.status === 'DEACTIVATED' || isDeactivatedProfileId(profile.id);
}

/** The author's name, linking to their profile; a deactivated author has neither name nor page. */
export function ProfileName({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('feed');
  const site = useSite();
  if (isDeactivated(profile) || !profile.slug) {
    return <span className="feed-author muted">{t('item.deactivatedUser')}</span>;
  }
  return (
    <Link className="feed-author" to={build('user-profile', { slug: profile.slug }, site)}>
      {profile.username}
    </Link>
  );
}

import type { ProfileView } from '@havn/contract/web';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/Dialog.tsx';
import { FollowList } from './FollowList.tsx';
import { RatingExplanation } from './RatingStars.tsx';
import './ProfileDetailsDrawer.css';

export type DetailsTab = 'followers' | 'following' | 'ratings';

/**
 * The profile details drawer: Followers, Following and Ratings tabs. In followers-only mode the other
 * two tabs are hidden (spec section 2).
 */
export function ProfileDetailsDrawer({
  profile,
  open,
  onOpenChange,
  tab,
  onTabChange,
  followersOnly = false,
}: {
  profile: ProfileView;
  open: boolean;
  onOpenChange(open: boolean): void;
  tab: DetailsTab;
  onTabChange(tab: DetailsTab): void;
  followersOnly?: boolean;
}) {
  const { t } = useTranslation('community');
  const tabs: DetailsTab[] = followersOnly ? ['followers'] : ['followers', 'following', 'ratings'];
  const current = tabs.includes(tab) ? tab : 'followers';
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={profile.username}>
      <Tabs.Root
        value={current}
        onValueChange={(value) => onTabChange(value as DetailsTab)}
        className="cp-tabs"
      >
        <Tabs.List className="cp-tab-list" aria-label={t('details.tabsLabel')}>
          {tabs.map((id) => (
            <Tabs.Trigger key={id} value={id} className="cp-tab">
              {t(`details.tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="followers" className="cp-tab-panel">
          <FollowList profile={profile} type="followers" />
        </Tabs.Content>
        {!followersOnly && (
          <>
            <Tabs.Content value="following" className="cp-tab-panel">
              <FollowList profile={profile} type="following" />
            </Tabs.Content>
            <Tabs.Content value="ratings" className="cp-tab-panel">
              <RatingExplanation rating={profile.rating} />
            </Tabs.Content>
          </>
        )}
      </Tabs.Root>
    </Drawer>
  );
}

import type { DiscoverGroupChip } from '@havn/contract/web';
import { build } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { DiscoverChips } from '../../features/community/discover/DiscoverChips.tsx';
import { GroupList } from '../../features/community/discover/DiscoverLists.tsx';
import { CreateGroupButton } from '../../features/community/groups/CreateGroupButton.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './community.css';
import { SignUpBanner } from '../../features/community/membership/SignUpBanner.tsx';

/** Discover groups with the 'most active' and 'my groups' chips, and creating a group. */
export default function DiscoverGroupsScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['groups', 'routes']);
  const title = t('routes:titles.discover-groups');
  useDocumentTitle(title);
  const chip: DiscoverGroupChip = page.params.chip === 'my-groups' ? 'my-groups' : 'most-active';
  return (
    <section className="gr-discover" aria-labelledby="discover-groups-title">
      <div className="gr-discover-head">
        <h1 id="discover-groups-title">{title}</h1>
        <div className="gr-discover-tools">
          <CreateGroupButton />
        </div>
      </div>
      <SignUpBanner />
      <DiscoverChips
        chips={[
          {
            label: t('discover.chips.mostActive'),
            to: build('discover-groups', { chip: 'most-active' }, page.site),
            current: chip === 'most-active',
          },
          {
            label: t('discover.chips.myGroups'),
            to: build('discover-groups', { chip: 'my-groups' }, page.site),
            current: chip === 'my-groups',
          },
        ]}
      />
      <GroupList key={chip} chip={chip} />
    </section>
  );
}

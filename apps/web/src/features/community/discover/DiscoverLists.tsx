import type { DiscoverGroupChip } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useViewer } from '../content/use-viewer.ts';
import { LoginLink } from '../groups/LoginLink.tsx';
import { GroupItem, UserItem } from './DiscoverItems.tsx';
import { DiscoverWidget } from './DiscoverWidget.tsx';
import { DISCOVER_USERS_PAGE_LIMIT, useDiscoverGroupsPagesQuery, useDiscoverUsersQuery } from './queries.ts';

/** The discover-users page's list: members worth following, most followed first. */
export function UserList() {
  const { t } = useTranslation('groups');
  const query = useDiscoverUsersQuery(DISCOVER_USERS_PAGE_LIMIT);
  const items = query.data ?? [];
  return (
    <DiscoverWidget
      id="discover-users-list"
      title={t('discover.users.title')}
      status={query.status}
      empty={items.length === 0}
      emptyText={t('discover.users.empty')}
    >
      {items.map((profile) => (
        <UserItem key={profile.id} profile={profile} />
      ))}
    </DiscoverWidget>
  );
}

/** The discover-groups page's list for a chip, page after page. */
export function GroupList({ chip }: { chip: DiscoverGroupChip }) {
  const { t } = useTranslation('groups');
  const { viewer } = useViewer();
  const mine = chip === 'my-groups';
  const needsLogin = mine && !viewer.loggedIn;
  const query = useDiscoverGroupsPagesQuery(chip, !needsLogin);
  const groups = query.data?.pages.flatMap((page) => page.groups) ?? [];
  return (
    <>
      <DiscoverWidget
        id={`discover-groups-list-${chip}`}
        title={mine ? t('discover.groups.myGroupsTitle') : t('discover.groups.title')}
        status={needsLogin ? 'success' : query.status}
        empty={needsLogin || groups.length === 0}
        emptyText={
          needsLogin ? (
            <LoginLink>{t('discover.groups.loginForMyGroups')}</LoginLink>
          ) : mine ? (
            t('discover.groups.emptyMine')
          ) : (
            t('discover.groups.empty')
          )
        }
      >
        {groups.map((group) => (
          <GroupItem key={group.id} group={group} />
        ))}
      </DiscoverWidget>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('discover.loadMore')}
        </Button>
      )}
    </>
  );
}

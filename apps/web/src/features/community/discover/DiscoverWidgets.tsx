import type { DiscoverGroupChip } from '@havn/contract/web';
import { WIDGET_ITEMS } from '@havn/domain';
import { build } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site-context.ts';
import { useViewer } from '../content/use-viewer.ts';
import { LoginLink } from '../groups/LoginLink.tsx';
import { GroupItem, InstrumentItem, UserItem } from './DiscoverItems.tsx';
import { DiscoverWidget } from './DiscoverWidget.tsx';
import {
  useDiscoverGroupsWidgetQuery,
  useDiscoverInstrumentsQuery,
  useDiscoverUsersQuery,
} from './queries.ts';

/** Instruments with the latest community activity; with the 'my holdings' chip only the viewer's. */
export function InstrumentWidget({ myHoldings }: { myHoldings: boolean }) {
  const { t } = useTranslation('groups');
  const { viewer } = useViewer();
  const needsLogin = myHoldings && !viewer.loggedIn;
  const query = useDiscoverInstrumentsQuery(myHoldings, !needsLogin);
  const items = query.data ?? [];
  return (
    <DiscoverWidget
      id="discover-instruments"
      title={myHoldings ? t('discover.instruments.myHoldingsTitle') : t('discover.instruments.title')}
      status={needsLogin ? 'success' : query.status}
      empty={needsLogin || items.length === 0}
      emptyText={
        needsLogin ? (
          <LoginLink>{t('discover.instruments.loginForHoldings')}</LoginLink>
        ) : myHoldings ? (
          t('discover.instruments.emptyHoldings')
        ) : (
          t('discover.instruments.empty')
        )
      }
    >
      {items.slice(0, WIDGET_ITEMS).map((instrument) => (
        <InstrumentItem key={instrument.id} instrument={instrument} />
      ))}
    </DiscoverWidget>
  );
}

export function UserWidget() {
  const { t } = useTranslation('groups');
  const site = useSite();
  const query = useDiscoverUsersQuery(WIDGET_ITEMS);
  const items = query.data ?? [];
  return (
    <DiscoverWidget
      id="discover-users"
      title={t('discover.users.title')}
      status={query.status}
      empty={items.length === 0}
      emptyText={t('discover.users.empty')}
      seeAll={{ to: build('discover-users', {}, site), label: t('discover.users.seeAll') }}
    >
      {items.slice(0, WIDGET_ITEMS).map((profile) => (
        <UserItem key={profile.id} profile={profile} />
      ))}
    </DiscoverWidget>
  );
}

/** The first five groups of a chip: most active for everyone, my groups for a logged-in member. */
export function GroupWidget({ chip }: { chip: DiscoverGroupChip }) {
  const { t } = useTranslation('groups');
  const site = useSite();
  const { viewer } = useViewer();
  const needsLogin = chip === 'my-groups' && !viewer.loggedIn;
  const query = useDiscoverGroupsWidgetQuery(chip, !needsLogin);
  const items = query.data?.groups ?? [];
  const mine = chip === 'my-groups';
  return (
    <DiscoverWidget
      id={`discover-groups-${chip}`}
      title={mine ? t('discover.groups.myGroupsTitle') : t('discover.groups.title')}
      status={needsLogin ? 'success' : query.status}
      empty={needsLogin || items.length === 0}
      emptyText={
        needsLogin ? (
          <LoginLink>{t('discover.groups.loginForMyGroups')}</LoginLink>
        ) : mine ? (
          t('discover.groups.emptyMine')
        ) : (
          t('discover.groups.empty')
        )
      }
      seeAll={{ to: build('discover-groups', { chip }, site), label: t('discover.groups.seeAll') }}
    >
      {items.slice(0, WIDGET_ITEMS).map((group) => (
        <GroupItem key={group.id} group={group} />
      ))}
    </DiscoverWidget>
  );
}

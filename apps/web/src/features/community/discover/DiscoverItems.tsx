import type { GroupView, ProfileView } from '@havn/contract/web';
import { WIDGET_NAME_MAX, WIDGET_USERNAME_MAX } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { useTimeZone } from '../../../lib/render-clock.tsx';
import { useSite } from '../../../lib/site-context.ts';
import { InstrumentIcon } from '../../market-data/InstrumentIcon.tsx';
import { instrumentPath } from '../../market-data/links.ts';
import { GroupLogo } from '../groups/GroupLogo.tsx';
import { Avatar } from '../profile/Avatar.tsx';
import { useCompactCount } from '../profile/profile-format.ts';
import { CutText } from './CutText.tsx';
import { groupPath, profilePath } from './links.ts';
import './DiscoverItems.css';
import './discover.css';

export interface WidgetInstrument {
  id: number;
  name: string;
  symbol: string;
  iconUrl: string | null;
  activityDate: string;
}

/** One instrument row: a link to its page, cut at 40 characters, with its latest activity in local time. */
export function InstrumentItem({ instrument }: { instrument: WidgetInstrument }) {
  const zone = useTimeZone();
  const { t } = useTranslation('groups');
  const site = useSite();
  return (
    <li className="gr-discover-item">
      <InstrumentIcon symbol={instrument.symbol} name={instrument.name} iconUrl={instrument.iconUrl} />
      <div className="gr-discover-item-text">
        <Link to={instrumentPath(instrument, site)} className="gr-discover-name">
          <CutText text={instrument.name} max={WIDGET_NAME_MAX} />
        </Link>
        <span className="muted">
          {t('discover.instruments.lastActivity', {
            time: formatDateTime(instrument.activityDate, site, zone),
          })}
        </span>
      </div>
    </li>
  );
}

/** One member row: avatar, username cut at 20 characters, follower count abbreviated. */
export function UserItem({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('groups');
  const site = useSite();
  const compact = useCompactCount();
  return (
    <li className="gr-discover-item">
      <Avatar uri={profile.avatarUri} username={profile.username} size={32} />
      <div className="gr-discover-item-text">
        <Link to={profilePath(profile.slug, site)} className="gr-discover-name">
          <CutText text={profile.username} max={WIDGET_USERNAME_MAX} />
        </Link>
        <span className="muted">
          {t('discover.users.followers', {
            count: profile.followerCount,
            formatted: compact(profile.followerCount),
          })}
        </span>
      </div>
    </li>
  );
}

/** One group row: logo, name cut at 40 characters, member count. */
export function GroupItem({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const site = useSite();
  return (
    <li className="gr-discover-item">
      <GroupLogo group={group} size={32} />
      <div className="gr-discover-item-text">
        <Link to={groupPath(group.slug, site)} className="gr-discover-name">
          <CutText text={group.name} max={WIDGET_NAME_MAX} />
        </Link>
        <span className="muted">{t('group.members', { count: group.memberCount })}</span>
      </div>
    </li>
  );
}

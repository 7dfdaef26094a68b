import type { ProfileView } from '@havn/contract/web';
import { WIDGET_ITEMS, WIDGET_NAME_MAX, WIDGET_USERNAME_MAX } from '@havn/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useSite } from '../../../lib/site-context.ts';
import { instrumentPath } from '../../market-data/links.ts';
import { JoinCommunityButton } from '../membership/JoinCommunityButton.tsx';
import { Avatar } from '../profile/Avatar.tsx';
import { ProfileDetailsDrawer } from '../profile/ProfileDetailsDrawer.tsx';
import { useCompactCount } from '../profile/profile-format.ts';
import { useCommunityViewer } from '../profile/queries.ts';
import { useMyGroupsQuery, useMyStocksQuery } from './queries.ts';
import './CommunityCard.css';

const COLLAPSED_KEY = 'havn.communityCard.collapsed';

/** Widget names are cut at 40 characters and usernames at 20 (spec section 9). */
function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The collapsible community card on the accounts overview; collapsed or not is remembered. */
export function CommunityCard() {
  const { t } = useTranslation('community');
  const bodyId = useId();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, String(next));
    } catch {
      // Not remembered: the card still opens and closes.
    }
  };
  return (
    <section className="card cp-card" aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="cp-card-title">
        <button
          type="button"
          className="cp-card-toggle"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={toggle}
        >
          <span>{t('card.title')}</span>
          <span className="cp-chevron" aria-hidden="true">
            {collapsed ? '▸' : '▾'}
          </span>
        </button>
      </h2>
      <div id={bodyId} hidden={collapsed} className="cp-card-body">
        {!collapsed && <CommunityCardBody />}
      </div>
    </section>
  );
}

function CommunityCardBody() {
  const { t } = useTranslation('community');
  const viewer = useCommunityViewer();
  if (viewer.status === 'loading') return <Spinner />;
  if (viewer.status !== 'member') {
    return (
      <div className="cp-card-join">
        <p>{viewer.status === 'deactivated' ? t('card.deactivatedText') : t('card.joinText')}</p>
        <JoinCommunityButton />
      </div>
    );
  }
  return (
    <div className="cp-card-grid">
      <CardProfile profile={viewer.profile} />
      <MyStocks />
      <MyGroups />
    </div>
  );
}

function CardProfile({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('community');
  const site = useSite();
  const compact = useCompactCount();
  const [followersOpen, setFollowersOpen] = useState(false);
  return (
    <div className="cp-card-profile">
      <Avatar uri={profile.avatarUri} username={profile.username} size={56} />
      <div>
        <Link className="cp-card-name" to={pagePath('user-profile', site, { slug: profile.slug })}>
          {cut(profile.username, WIDGET_USERNAME_MAX)}
        </Link>
        <p>
          <button type="button" className="btn btn-link" onClick={() => setFollowersOpen(true)}>
            {t('profile.followers', {
              count: profile.followerCount,
              formatted: compact(profile.followerCount),
            })}
          </button>
        </p>
      </div>
      {/* The card only tells who follows the member: the drawer's followers-only mode. */}
      <ProfileDetailsDrawer
        profile={profile}
        open={followersOpen}
        onOpenChange={setFollowersOpen}
        tab="followers"
        onTabChange={() => {}}
        followersOnly
      />
    </div>
  );
}

function MyStocks() {
  const { t } = useTranslation('community');
  const site = useSite();
  const stocks = useMyStocksQuery(true);
  return (
    <div className="cp-card-list">
      <h3>{t('card.stocks')}</h3>
      {stocks.isPending ? (
        <Spinner />
      ) : stocks.isError ? (
        <Alert>{t('card.loadFailed')}</Alert>
      ) : stocks.data.length === 0 ? (
        <p className="muted">
          {t('card.stocksEmpty')} <Link to={pagePath('discover-overview', site)}>{t('card.discover')}</Link>
        </p>
      ) : (
        <ul>
          {stocks.data.slice(0, WIDGET_ITEMS).map((stock) => (
            <li key={stock.id}>
              <Link to={instrumentPath({ id: stock.legacyInstrumentId, name: stock.name }, site)}>
                {cut(stock.name, WIDGET_NAME_MAX)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MyGroups() {
  const { t } = useTranslation('community');
  const site = useSite();
  const groups = useMyGroupsQuery(true);
  return (
    <div className="cp-card-list">
      <h3>{t('card.groups')}</h3>
      {groups.isPending ? (
        <Spinner />
      ) : groups.isError ? (
        <Alert>{t('card.loadFailed')}</Alert>
      ) : groups.data.length === 0 ? (
        <p className="muted">
          {t('card.groupsEmpty')}{' '}
          <Link to={pagePath('discover-groups', site)}>{t('card.discoverGroups')}</Link>
        </p>
      ) : (
        <ul>
          {groups.data.slice(0, WIDGET_ITEMS).map((group) => (
            <li key={group.id}>
              <Link to={pagePath('group', site, { slug: group.slug })}>
                {cut(group.name, WIDGET_NAME_MAX)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

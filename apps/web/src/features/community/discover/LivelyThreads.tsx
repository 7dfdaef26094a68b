import type { api, ResponseOf } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useTimeZone } from '../../../lib/render-clock.tsx';
import { instrumentPath } from '../../market-data/links.ts';
import { useContentLanguage } from '../content/use-content-language.ts';
import { THREAD_PARAM } from '../feed/CommunityFeed.tsx';
import { Avatar } from '../profile/Avatar.tsx';
import { groupPath } from './links.ts';
import { useLivelyThreadsQuery } from './queries.ts';
import './LivelyThreads.css';

type LivelyThread = ResponseOf<typeof api.community.content.discoverThreads>['threads'][number];

/** How much of a thread's opening post the home quotes. */
const EXCERPT_CHARS = 160;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_CHARS ? flat : `${flat.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

/** Where a thread opens: its instrument's or group's page with the thread's drawer open. */
function threadLink(item: LivelyThread, site: SiteId): string | null {
  const page = item.instrument
    ? instrumentPath(item.instrument, site)
    : item.group
      ? groupPath(item.group.slug, site)
      : null;
  return page && `${page}?${new URLSearchParams({ [THREAD_PARAM]: item.thread.id })}`;
}

/** The community's liveliest threads: who wrote, what about, how many answered. */
export function LivelyThreads({ site }: { site: SiteId }) {
  const { t } = useTranslation(['common', 'feed']);
  const language = useContentLanguage();
  const threads = useLivelyThreadsQuery(language);
  // A member the reader muted is not quoted on their home page.
  const shown = threads.data?.threads.filter((item) => !item.thread.muted) ?? [];
  return (
    <section className="home-panel" aria-labelledby="home-threads-title" aria-busy={threads.isPending}>
      <div className="home-panel-head">
        <h2 id="home-threads-title">{t('home.threads.title')}</h2>
      </div>
      {threads.isPending ? (
        <ul className="lively-threads" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="lively-thread">
              <span className="home-skeleton-line" />
              <span className="home-skeleton-line" />
            </li>
          ))}
        </ul>
      ) : threads.isError ? (
        <Alert>{t('home.threads.loadError')}</Alert>
      ) : shown.length === 0 ? (
        <p className="muted">{t('home.threads.empty')}</p>
      ) : (
        <ul className="lively-threads" data-testid="home-threads">
          {shown.map((item) => (
            <ThreadItem key={item.thread.id} item={item} site={site} />
          ))}
        </ul>
      )}
      <p className="home-panel-more">
        <Link to={pagePath('discover-overview', site)}>{t('home.threads.all')}</Link>
      </p>
    </section>
  );
}

function ThreadItem({ item, site }: { item: LivelyThread; site: SiteId }) {
  const { t } = useTranslation('common');
  const zone = useTimeZone();
  const { thread } = item;
  const text = thread.translation?.message ?? thread.message ?? '';
  const link = threadLink(item, site);
  const place = item.instrument?.name ?? item.group?.name;
  return (
    <li className="lively-thread">
      <Avatar uri={thread.profile.avatarUri} username={thread.profile.username} size={32} />
      <div className="lively-thread-text">
        <p className="lively-thread-meta">
          <span className="lively-thread-author">{thread.profile.username}</span>
          {place && <span className="muted"> · {place}</span>}
        </p>
        {link ? (
          <Link to={link} className="lively-thread-message">
            {excerpt(text)}
          </Link>
        ) : (
          <p className="lively-thread-message">{excerpt(text)}</p>
        )}
        <p className="lively-thread-meta muted">
          {t('home.threads.comments', { count: thread.totalChildCount })} ·{' '}
          <time dateTime={thread.postedAt}>{formatDateTime(thread.postedAt, site, zone)}</time>
        </p>
      </div>
    </li>
  );
}

import type { SupportThreadSummary } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import './support.css';

/**
 * Support threads, each a link that opens it (`?thread=`): subject, category, where it stands, when it
 * last moved and how many messages of the other side are unread. The back office names the customer.
 */
export function SupportThreadList({
  threads,
  selectedId,
  site,
  showCustomer = false,
  hrefOf,
}: {
  threads: readonly SupportThreadSummary[];
  selectedId: string | null;
  site: SiteId;
  showCustomer?: boolean;
  hrefOf: (threadId: string) => string;
}) {
  const { t } = useTranslation('platform');
  return (
    <ul className="support-threads">
      {threads.map((thread) => (
        <li
          key={thread.id}
          className={thread.unread > 0 ? 'card support-thread support-unread' : 'card support-thread'}
        >
          <Link to={hrefOf(thread.id)} aria-current={thread.id === selectedId ? 'true' : undefined}>
            {thread.subject}
          </Link>
          {thread.unread > 0 && (
            <span className="support-badge">{t('support.unread', { count: thread.unread })}</span>
          )}
          <span className="support-meta">
            {showCustomer && <>{thread.customer} · </>}
            {t(`faq.category.${thread.category}`)} · {t(`support.state.${thread.state}`)} ·{' '}
            <time dateTime={thread.lastMessageAt}>{formatDateTime(thread.lastMessageAt, site)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

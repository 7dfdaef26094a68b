import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useSupportUnreadQuery } from './queries.ts';
import './support.css';

/**
 * The header's way to the customer's messages, with the number of support answers not read yet; for
 * support staff also the back office, with the threads waiting there.
 */
export function MessagesLink({ site }: { site: SiteId }) {
  const { t } = useTranslation(['platform', 'routes']);
  const unread = useSupportUnreadQuery(true).data;
  return (
    <>
      <Link to={pagePath('messages', site)} className="header-messages" data-testid="messages-link">
        {t('routes:titles.messages')}
        {unread && unread.unread > 0 && <Count count={unread.unread} />}
      </Link>
      {unread && unread.inboxUnread !== null && (
        <Link to={pagePath('back-office-support', site)} className="header-messages">
          {t('routes:titles.back-office-support')}
          {unread.inboxUnread > 0 && <Count count={unread.inboxUnread} />}
        </Link>
      )}
    </>
  );
}

function Count({ count }: { count: number }) {
  const { t } = useTranslation('platform');
  return (
    <>
      {' '}
      <span className="support-badge" aria-hidden="true" data-testid="unread-count">
        {count}
      </span>
      <span className="visually-hidden">{t('support.unread', { count })}</span>
    </>
  );
}

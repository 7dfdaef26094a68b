import { userTopic } from '@havn/contract/web';
import { faqCategoryOfWord } from '@havn/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionQuery } from '../../features/identity/queries.ts';
import { CustomerSupport } from '../../features/site/support/CustomerSupport.tsx';
import { useSupportOnEvent } from '../../features/site/support/use-support-live-updates.ts';
import { MessageList } from '../../features/watchlists-and-alerts/MessageList.tsx';
import { useMessagesOnEvent } from '../../features/watchlists-and-alerts/use-messages-live-updates.ts';
import type { Page } from '../../lib/page.ts';
import type { LiveStreamEvent } from '../../lib/stream/events.ts';
import { useEventStream } from '../../lib/stream/use-event-stream.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './market.css';

/**
 * My messages: the conversations with Havn's support (filed under the FAQ's categories), then
 * triggered price alerts and event reminders, all kept current by one event stream on my own topics.
 */
export default function MessagesScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'market']);
  useDocumentTitle(t('routes:titles.messages'));
  const session = useSessionQuery();
  const onMessages = useMessagesOnEvent();
  const onSupport = useSupportOnEvent();
  const onEvent = useCallback(
    (event: LiveStreamEvent) => {
      onMessages(event);
      onSupport(event);
    },
    [onMessages, onSupport],
  );
  const user = session.data;
  // The server adds the caller's own topics (their profile's too); naming the user topic opens the stream.
  useEventStream(user ? [userTopic(user.id)] : [], onEvent, Boolean(user));
  return (
    <section className="markets-page" aria-labelledby="messages-title">
      <h1 id="messages-title">{t('routes:titles.messages')}</h1>
      <p>{t('market:messages.intro')}</p>
      <CustomerSupport site={page.site} category={faqCategoryOfWord(page.params.faqCategory)} />
      <h2>{t('market:messages.alertsTitle')}</h2>
      <MessageList site={page.site} />
    </section>
  );
}

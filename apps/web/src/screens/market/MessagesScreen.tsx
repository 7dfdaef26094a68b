import { useTranslation } from 'react-i18next';
import { useSessionQuery } from '../../features/identity/queries.ts';
import { MessageList } from '../../features/watchlists-and-alerts/MessageList.tsx';
import { useMessagesLiveUpdates } from '../../features/watchlists-and-alerts/use-messages-live-updates.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './market.css';

/** My messages: triggered price alerts, newest first, kept current by the event stream. */
export default function MessagesScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'market']);
  useDocumentTitle(t('routes:titles.messages'));
  const session = useSessionQuery();
  useMessagesLiveUpdates(session.data?.communityProfile?.profileId ?? null);
  return (
    <section className="markets-page" aria-labelledby="messages-title">
      <h1 id="messages-title">{t('routes:titles.messages')}</h1>
      <p>{t('market:messages.intro')}</p>
      <MessageList site={page.site} />
    </section>
  );
}

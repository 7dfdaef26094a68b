import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { EventFacts } from '../../features/site/events/EventSummary.tsx';
import { useEventsQuery } from '../../features/site/events/queries.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Upcoming investor events, soonest first, each with its seats and a way to its page. */
export default function EventsScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['platform', 'routes']);
  const title = t('routes:titles.events');
  useDocumentTitle(title);
  const events = useEventsQuery(page.site);
  return (
    <section aria-labelledby="events-title">
      <h1 id="events-title">{title}</h1>
      <p className="lead">{t('platform:events.lead')}</p>
      {events.isPending && <Spinner label={t('platform:events.loading')} />}
      {events.isError && (
        <>
          <Alert>{t('platform:events.loadError')}</Alert>
          <Button variant="secondary" onClick={() => void events.refetch()}>
            {t('platform:events.retry')}
          </Button>
        </>
      )}
      {events.data?.events.length === 0 && <p>{t('platform:events.empty')}</p>}
      {events.data && events.data.events.length > 0 && (
        <ul className="event-list">
          {events.data.events.map((event) => (
            <li key={event.id} className="card event-card">
              <h2>
                <Link to={pagePath('event-details', page.site, { eventId: event.id })}>{event.title}</Link>
              </h2>
              <EventFacts event={event} site={page.site} />
              <p>{event.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

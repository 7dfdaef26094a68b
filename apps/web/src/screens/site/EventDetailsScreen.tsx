import type { EventRegistrationView } from '@havn/contract/web';
import { loginRedirectFor } from '@havn/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useSessionQuery } from '../../features/identity/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { EventFacts } from '../../features/site/events/EventSummary.tsx';
import { calendarUrl, useEventQuery, useRegisterMutation } from '../../features/site/events/queries.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Link, useLocation } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * One investor event: what, when, where, seats; sign up (a seat or a place in line), add it to a
 * calendar, or cancel through the signed link the sign-up returns.
 */
export default function EventDetailsScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['platform', 'routes']);
  const eventId = String(page.params.eventId ?? '');
  const event = useEventQuery(eventId, page.site);
  const session = useSessionQuery();
  const location = useLocation();
  const register = useRegisterMutation(eventId);
  const errorMessage = useErrorMessage();
  const [registration, setRegistration] = useState<EventRegistrationView | null>(null);
  useDocumentTitle(event.data?.title ?? t('routes:titles.event-details'));

  if (event.isPending) return <Spinner label={t('platform:events.loading')} />;
  if (event.isError) {
    const missing = event.error instanceof ApiError && event.error.status === 404;
    return (
      <section className="card narrow" aria-labelledby="event-title">
        <h1 id="event-title">{t('routes:titles.event-details')}</h1>
        <Alert>{missing ? t('platform:events.notFound') : t('platform:events.loadError')}</Alert>
        <Link to={pagePath('events', page.site)}>{t('platform:events.back')}</Link>
      </section>
    );
  }
  const data = event.data;
  const mine = registration ?? data.mine;
  return (
    <article className="card narrow" aria-labelledby="event-title">
      <h1 id="event-title">{data.title}</h1>
      <EventFacts event={data} site={page.site} />
      <p>{data.description}</p>
      {mine && (
        <p className="event-status" role="status">
          {mine.state === 'CONFIRMED'
            ? t('platform:events.confirmed')
            : t('platform:events.waitlisted', { place: mine.placeInLine ?? 1 })}
        </p>
      )}
      {register.isError && <Alert>{errorMessage(register.error)}</Alert>}
      <div className="event-actions">
        {!data.open && <p>{t('platform:events.closed')}</p>}
        {data.open && !mine && session.data && (
          <Button
            busy={register.isPending}
            onClick={() => register.mutate(undefined, { onSuccess: setRegistration })}
          >
            {register.isPending
              ? t('platform:events.registering')
              : data.seatsLeft > 0
                ? t('platform:events.register')
                : t('platform:events.registerWaiting')}
          </Button>
        )}
        {data.open && !session.isPending && !session.data && (
          <Link
            className="btn btn-primary"
            to={loginRedirectFor(`${location.pathname}${location.search}`, page.site)}
          >
            {t('platform:events.loginToRegister')}
          </Link>
        )}
        {registration && data.open && (
          <Link className="btn btn-secondary" to={registration.unsubscribePath}>
            {t('platform:events.cancel')}
          </Link>
        )}
        <a className="btn btn-secondary" href={calendarUrl(data.id, page.site)} download>
          {t('platform:events.calendar')}
        </a>
        <Link to={pagePath('events', page.site)}>{t('platform:events.back')}</Link>
      </div>
    </article>
  );
}

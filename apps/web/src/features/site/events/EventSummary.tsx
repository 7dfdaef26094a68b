import type { InvestorEventView } from '@havn/contract/web';
import { type SiteId, siteLocale } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import './events.css';

/** When, where and how full: the same lines on the list and on the event's own page. */
export function EventFacts({ event, site }: { event: InvestorEventView; site: SiteId }) {
  const { t } = useTranslation('platform');
  const ends = new Intl.DateTimeFormat(siteLocale[site], { timeStyle: 'short' }).format(
    new Date(event.endsAt),
  );
  return (
    <ul className="event-facts">
      <li>
        <time dateTime={event.startsAt}>
          {t('events.when', { start: formatDateTime(event.startsAt, site), end: ends })}
        </time>
      </li>
      <li>
        {t('events.where')}: {event.location}
      </li>
      <li className={event.seatsLeft === 0 ? 'event-full' : undefined}>
        {event.seatsLeft > 0 ? t('events.seats', { count: event.seatsLeft }) : t('events.full')}
        {event.waiting > 0 && ` · ${t('events.waiting', { count: event.waiting })}`}
      </li>
    </ul>
  );
}

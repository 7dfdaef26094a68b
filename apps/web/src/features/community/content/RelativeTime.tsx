import { relativePostTime, siteLocale } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useTimeZone, useTimeZoneName } from '../../../lib/render-clock.tsx';
import { useSite } from '../../../lib/site-context.ts';
import './RelativeTime.css';

/**
 * When an item was posted (spec section 9): minutes, hours or days ago, 'Less than a minute ago', and
 * day and month after 3 days, in the reader's own time zone. The full time is in the title.
 */
export function RelativeTime({ iso, now }: { iso: string; now: Date }) {
  const { t } = useTranslation('feed');
  const site = useSite();
  const zone = useTimeZone();
  const zoneName = useTimeZoneName();
  const date = new Date(iso);
  const relative = relativePostTime(date, now, zoneName);
  let text: string;
  switch (relative.kind) {
    case 'justNow':
      text = t('time.justNow');
      break;
    case 'minutes':
      text = t('time.minutes', { count: relative.value });
      break;
    case 'hours':
      text = t('time.hours', { count: relative.value });
      break;
    case 'days':
      text = t('time.days', { count: relative.value });
      break;
    case 'date':
      text = new Intl.DateTimeFormat(siteLocale[site], {
        day: 'numeric',
        month: 'long',
        timeZone: zoneName,
      }).format(date);
      break;
  }
  return (
    <time className="feed-time" dateTime={iso} title={formatDateTime(date, site, zone)}>
      {text}
    </time>
  );
}

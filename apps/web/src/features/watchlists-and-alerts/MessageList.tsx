import type { InstrumentView, MessageView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { instrumentQueryOptions } from '../market-data/instrument/queries.ts';
import { instrumentPath } from '../market-data/links.ts';
import { useMyMessagesQuery } from './queries.ts';
import './MessageList.css';

/** A triggered price alert as the message's payload tells it; anything malformed is left out. */
export interface PriceAlertMessage {
  id: string;
  createdAt: string;
  instrumentId: number;
  direction: 'ABOVE' | 'BELOW';
  price: string;
  last: string;
}

export function readPriceAlertMessage(message: MessageView): PriceAlertMessage | null {
  const { instrumentId, direction, price, last } = message.payload;
  if (message.kind !== 'PRICE_ALERT') return null;
  if (typeof instrumentId !== 'number' || typeof price !== 'string' || typeof last !== 'string') return null;
  if (direction !== 'ABOVE' && direction !== 'BELOW') return null;
  return { id: message.id, createdAt: message.createdAt, instrumentId, direction, price, last };
}

/** A day-before reminder of an investor event the customer holds a seat at. */
export interface EventReminderMessage {
  id: string;
  createdAt: string;
  eventId: string;
  title: string;
  startsAt: string;
  unsubscribePath: string;
}

export function readEventReminder(message: MessageView): EventReminderMessage | null {
  const { eventId, title, startsAt, unsubscribePath } = message.payload;
  if (message.kind !== 'EVENT_REMINDER') return null;
  if (typeof eventId !== 'string' || typeof title !== 'string' || typeof startsAt !== 'string') return null;
  if (typeof unsubscribePath !== 'string' || !unsubscribePath.startsWith('/')) return null;
  return { id: message.id, createdAt: message.createdAt, eventId, title, startsAt, unsubscribePath };
}

/** A recurring deposit's run that failed (the bank refused, the mandate was stopped, the cap reached). */
export interface RecurringFailureMessage {
  id: string;
  createdAt: string;
  runDate: string;
  amount: string;
  currency: string;
  reason: string;
}

export function readRecurringFailure(message: MessageView): RecurringFailureMessage | null {
  const { runDate, amount, currency, reason } = message.payload;
  if (message.kind !== 'RECURRING_DEPOSIT_FAILED') return null;
  if (typeof runDate !== 'string' || typeof amount !== 'string' || typeof currency !== 'string') return null;
  if (typeof reason !== 'string') return null;
  return { id: message.id, createdAt: message.createdAt, runDate, amount, currency, reason };
}

interface MarginCallMessage {
  id: string;
  createdAt: string;
  accid: string;
  shortfall: string;
  currency: string;
  deadline: string;
}

export function readMarginCall(message: MessageView): MarginCallMessage | null {
  const { accid, shortfall, currency, deadline } = message.payload;
  if (message.kind !== 'MARGIN_CALL') return null;
  if (typeof accid !== 'string' || typeof shortfall !== 'string') return null;
  if (typeof currency !== 'string' || typeof deadline !== 'string') return null;
  return { id: message.id, createdAt: message.createdAt, accid, shortfall, currency, deadline };
}

/** A price in the instrument's currency once it is known, the bare decimal until then. */
function price(amount: string, instrument: InstrumentView | undefined, site: SiteId): string {
  return instrument ? formatMoney(amount, instrument.currency, site) : amount;
}

/** My messages, newest first: each names its instrument (linked to its page), what happened and when. */
export function MessageList({ site }: { site: SiteId }) {
  const { t } = useTranslation(['market', 'platform', 'payments']);
  const messages = useMyMessagesQuery();
  const failures = useMemo(
    () =>
      (messages.data ?? [])
        .map(readRecurringFailure)
        .filter((message): message is RecurringFailureMessage => message !== null),
    [messages.data],
  );
  const calls = useMemo(
    () =>
      (messages.data ?? [])
        .map(readMarginCall)
        .filter((message): message is MarginCallMessage => message !== null),
    [messages.data],
  );
  const reminders = useMemo(
    () =>
      (messages.data ?? [])
        .map(readEventReminder)
        .filter((message): message is EventReminderMessage => message !== null),
    [messages.data],
  );
  const alerts = useMemo(
    () =>
      (messages.data ?? [])
        .map(readPriceAlertMessage)
        .filter((message): message is PriceAlertMessage => message !== null)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [messages.data],
  );
  // One cached instrument query per distinct instrument: the payload carries only its id.
  const instrumentIds = [...new Set(alerts.map((alert) => alert.instrumentId))];
  const instruments = useQueries({
    queries: instrumentIds.map((id) => instrumentQueryOptions(String(id))),
    combine: (results) => {
      const byId = new Map<number, InstrumentView>();
      for (const result of results) if (result.data) byId.set(result.data.id, result.data);
      return byId;
    },
  });

  if (messages.isPending) return <Spinner />;
  if (messages.isError) {
    return (
      <div>
        <Alert>{t('messages.loadError')}</Alert>
        <Button variant="secondary" busy={messages.isFetching} onClick={() => void messages.refetch()}>
          {t('messages.retry')}
        </Button>
      </div>
    );
  }
  if (alerts.length === 0 && reminders.length === 0 && failures.length === 0 && calls.length === 0) {
    return (
      <p className="messages-empty">
        {t('messages.empty')} <Link to={pagePath('price-alerts', site)}>{t('messages.manageAlerts')}</Link>
      </p>
    );
  }
  return (
    <ul className="messages-list">
      {calls.map((call) => (
        <li key={call.id} className="card messages-item">
          <Link to={`${pagePath('credit', site)}?accid=${encodeURIComponent(call.accid)}`}>
            {t('messages.marginCall', {
              shortfall: formatMoney(call.shortfall, call.currency, site),
              deadline: formatDateTime(call.deadline, site),
            })}
          </Link>{' '}
          <time className="messages-time" dateTime={call.createdAt}>
            {formatDateTime(call.createdAt, site)}
          </time>
        </li>
      ))}
      {failures.map((failure) => (
        <li key={failure.id} className="card messages-item">
          <Link to={pagePath('recurring-deposits', site)}>
            {t('payments:recurring.failedMessage', {
              amount: formatMoney(failure.amount, failure.currency, site),
              date: formatDay(failure.runDate, site),
              reason: t(
                `payments:recurring.reasons.${failure.reason}`,
                t('payments:recurring.reasons.OTHER'),
              ),
            })}
          </Link>{' '}
          <time className="messages-time" dateTime={failure.createdAt}>
            {formatDateTime(failure.createdAt, site)}
          </time>
        </li>
      ))}
      {reminders.map((reminder) => (
        <li key={reminder.id} className="card messages-item">
          <Link to={pagePath('event-details', site, { eventId: reminder.eventId })}>
            {t('platform:events.reminder', {
              title: reminder.title,
              start: formatDateTime(reminder.startsAt, site),
            })}
          </Link>{' '}
          <Link to={reminder.unsubscribePath}>{t('platform:events.cancel')}</Link>{' '}
          <time className="messages-time" dateTime={reminder.createdAt}>
            {formatDateTime(reminder.createdAt, site)}
          </time>
        </li>
      ))}
      {alerts.map((alert) => {
        const instrument = instruments.get(alert.instrumentId);
        const name = instrument?.name ?? t('messages.unknownInstrument', { id: alert.instrumentId });
        return (
          <li key={alert.id} className="card messages-item">
            <Link to={instrumentPath({ id: alert.instrumentId, name: instrument?.name ?? '' }, site)}>
              {name}
            </Link>{' '}
            <span>
              {t(`messages.${alert.direction}`, {
                price: price(alert.price, instrument, site),
                last: price(alert.last, instrument, site),
              })}
            </span>{' '}
            <time className="messages-time" dateTime={alert.createdAt}>
              {formatDateTime(alert.createdAt, site)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}

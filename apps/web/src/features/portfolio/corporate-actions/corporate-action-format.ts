import type { CorporateActionView } from '@havn/contract/web';
import { type SiteId, siteLocale } from '@havn/domain';
import type { CorporateActionState } from '@havn/domain/broker/index';
import type { OrderStateTone } from '../../../components/OrderCard.tsx';

/**
 * How an event's state reads: a dividend needs no answer, so between its ex-date and its payment it
 * is being paid, and once booked it is paid; other events keep the state's own words.
 */
export type StateWord = CorporateActionState | 'PAYING' | 'PAID';

export function stateWord(event: Pick<CorporateActionView, 'type' | 'state'>): StateWord {
  if (event.type === 'DIVIDEND' && event.state === 'PROCESSING') return 'PAYING';
  if (event.type === 'DIVIDEND' && event.state === 'BOOKED') return 'PAID';
  return event.state;
}

/** How a state looks on its card: OPEN asks the customer for an answer; answered and paid are done. */
export function stateTone(word: StateWord): OrderStateTone {
  if (word === 'OPEN') return 'asks';
  if (word === 'ANSWERED' || word === 'PAID' || word === 'BOOKED') return 'done';
  return 'neutral';
}

/** The events that take an answer (a tender offer): they list what may be answered. */
export function isElective(event: Pick<CorporateActionView, 'options'>): boolean {
  return event.options.length > 0;
}

/**
 * Whether an answer may be given, changed or withdrawn now: an elective event still open for answers
 * before its deadline. The server decides; this only says which buttons to offer.
 */
export function isAnswerable(
  event: Pick<CorporateActionView, 'options' | 'deadline' | 'state'>,
  now: Date,
): boolean {
  return (
    isElective(event) &&
    event.deadline !== null &&
    now < new Date(event.deadline) &&
    (event.state === 'OPEN' || event.state === 'ANSWERED')
  );
}

/** The calendar day an instant falls on in the reader's own time: when a dividend was paid. */
export function formatInstantDay(value: string, site: SiteId, timeZone?: string): string {
  return new Intl.DateTimeFormat(siteLocale[site], {
    dateStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(value));
}

/** OPEN soonest first (by payment, else record date); HISTORY newest first. */
export function byWhenItHappens(status: 'OPEN' | 'HISTORY') {
  const day = (e: CorporateActionView) => e.payDate ?? e.recordDate;
  // A lapsed offer has no booking: it ended at its deadline.
  const ended = (e: CorporateActionView) => e.bookedAt ?? e.deadline ?? day(e);
  return (a: CorporateActionView, b: CorporateActionView) =>
    status === 'OPEN'
      ? day(a).localeCompare(day(b)) || a.eventId - b.eventId
      : ended(b).localeCompare(ended(a)) || b.eventId - a.eventId;
}

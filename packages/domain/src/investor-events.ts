import type { Language } from './site.ts';

/**
 * Investor events (webinars, meetings with listed companies): a registration holds a seat while there
 * is one, else it waits in line; a seat given back goes to the first in line.
 */
export const EVENT_REGISTRATION_STATES = ['CONFIRMED', 'WAITLISTED'] as const;
export type EventRegistrationState = (typeof EVENT_REGISTRATION_STATES)[number];

/** A new registration's place: a seat while fewer than `capacity` hold one, else the waiting list. */
export function seatFor(capacity: number, confirmed: number): EventRegistrationState {
  return confirmed < capacity ? 'CONFIRMED' : 'WAITLISTED';
}

/** The reminder goes out once, a day before the start. */
export const EVENT_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

export function reminderDue(startsAt: Date, now: Date): boolean {
  const until = startsAt.getTime() - now.getTime();
  return until > 0 && until <= EVENT_REMINDER_LEAD_MS;
}

/** Registering and cancelling close when the event starts; so does an unsubscribe link. */
export function registrationOpen(startsAt: Date, now: Date): boolean {
  return now.getTime() < startsAt.getTime();
}

/** An event's words in six languages; a missing language reads the English. */
export type LocalizedText = Partial<Record<Language, string>> & { en: string };

export function textIn(text: LocalizedText, language: Language): string {
  return text[language] ?? text.en;
}

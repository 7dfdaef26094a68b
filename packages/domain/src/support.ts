import { FAQ_CATEGORIES, type FaqCategory } from './faq.ts';

/**
 * Support messages: a customer writes to Havn in one of the FAQ's categories, and a member of staff
 * with the support role answers from the back office. These are the rules both ends share.
 */

/** Which side wrote a message: the customer who owns the thread, or Havn's support staff. */
export const SUPPORT_SIDES = ['CUSTOMER', 'SUPPORT'] as const;
export type SupportSide = (typeof SUPPORT_SIDES)[number];

/**
 * Where a thread stands. OPEN: the customer wrote last and waits for an answer; ANSWERED: support
 * wrote last; CLOSED: support closed it (a new message from either side opens it again).
 */
export const SUPPORT_THREAD_STATES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type SupportThreadState = (typeof SUPPORT_THREAD_STATES)[number];

/** A thread's subject: one line. */
export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 120;
/** One message of a thread: a few paragraphs, not a document. */
export const SUPPORT_MESSAGE_MAX = 4000;
/** How many threads a list shows at most (the creation cap keeps a customer's far below). */
export const SUPPORT_THREAD_LIST_MAX = 100;
/** How many messages one thread may hold: a conversation that long is a case for the phone. */
export const SUPPORT_THREAD_MESSAGES_MAX = 200;

/** The state a thread takes when `side` writes in it, whatever it was (a closed thread reopens). */
export function stateAfterMessage(side: SupportSide): SupportThreadState {
  return side === 'CUSTOMER' ? 'OPEN' : 'ANSWERED';
}

/** An FAQ category as a word of a URL (the messages page's `{faqCategory}`): `corporate-actions`. */
export function faqCategoryWord(category: FaqCategory): string {
  return category.toLowerCase().replace(/_/g, '-');
}

/** The FAQ category a URL word names, or null when it names none. */
export function faqCategoryOfWord(word: string | undefined): FaqCategory | null {
  const category = (word ?? '').toUpperCase().replace(/-/g, '_');
  return (FAQ_CATEGORIES as readonly string[]).includes(category) ? (category as FaqCategory) : null;
}

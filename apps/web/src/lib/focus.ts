import { useEffect, useRef } from 'react';

/**
 * Focus that follows the user: after an action the element that had focus is often gone (a form
 * that closed, a button that went busy, a dialog), and the browser drops focus to <body>, where a
 * screen reader starts again from the top. These helpers put it somewhere meaningful instead and say
 * what happened.
 */

type Target = HTMLElement | null | undefined;

/**
 * Focuses `element`, making it focusable by script first when it is not (a heading, a message, an
 * article). False when it is not in the document, is hidden, or cannot take focus (a disabled button).
 */
export function focusOn(element: Target, options?: FocusOptions): boolean {
  // Not behind an open dialog either (Radix hides the rest of the page): focus would bounce back.
  if (!element?.isConnected || element.closest('[aria-hidden="true"], [inert]')) return false;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus(options);
  return element.ownerDocument.activeElement === element;
}

/** Focuses the first candidate that can take focus; false when none could. */
export function focusFirst(...candidates: (() => Target)[]): boolean {
  return candidates.some((candidate) => focusOn(candidate()));
}

/** True when nobody holds focus: it fell to <body> (or nowhere) because its element went away. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** The page's own heading (or, failing that, its main region): where a reader starts on a page. */
export function pageStart(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

/**
 * Focuses what `find` returns as soon as a coming render has put it in the document (the new comment
 * once the thread is fetched again), or `fallback` when it has not appeared within `timeoutMs`.
 * Returns a cancel function for effects' cleanup.
 */
export function focusWhenPresent(
  find: () => Target,
  { fallback, timeoutMs = 3000 }: { fallback?: () => Target; timeoutMs?: number } = {},
): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    // The page went away while we waited (a test's document torn down): nothing to focus.
    if (typeof document === 'undefined') return;
    const found = find();
    if (focusOn(found)) return;
    // There but unable to take focus (behind a dialog): no use waiting for it.
    if (found?.isConnected || Date.now() - started >= timeoutMs) {
      if (fallback) focusOn(fallback());
      return;
    }
    timer = setTimeout(attempt, 50);
  };
  attempt();
  return () => clearTimeout(timer);
}

/**
 * Where focus goes when a dialog closes: back to the element that opened it while it is still there,
 * else to the one the caller names (the Buy button when the order drawer was opened by its address,
 * the item's placeholder after a delete); if focus is lost and neither can take it, the page's heading.
 */
export function returnFocus(opener: Element | null, fallback?: () => Target): void {
  // <body> and <main> hold focus when nothing did (a page load, a route change): they opened nothing.
  const opened = opener instanceof HTMLElement && opener !== document.body && opener.tagName !== 'MAIN';
  if (opened && focusOn(opener)) return;
  if (fallback && focusOn(fallback())) return;
  if (focusIsLost()) focusOn(pageStart());
}

/**
 * Where focus goes once `item` leaves its list: the control `selector` finds in the next item, else in
 * the one before; null when it was the only one (the caller then names the list's heading). Asked
 * before the item goes, as its siblings are known only then.
 */
export function neighbourControl(item: Element | null | undefined, selector: string): HTMLElement | null {
  const next = item?.nextElementSibling?.querySelector<HTMLElement>(selector);
  const previous = item?.previousElementSibling?.querySelector<HTMLElement>(selector);
  return next ?? previous ?? null;
}

/**
 * For a moment after an item was deleted, the list may drop it (a refetch that leaves it out): if
 * focus is lost meanwhile, it goes to the first of `candidates` still there (a neighbour, the
 * heading). Stops as soon as focus is somewhere else on purpose.
 */
export function catchLostFocus(candidates: (() => Target)[], forMs = 3000): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    if (focusIsLost()) {
      focusFirst(...candidates);
      return;
    }
    if (Date.now() - started < forMs) timer = setTimeout(watch, 50);
  };
  watch();
  return () => clearTimeout(timer);
}

let hint: { element: HTMLElement; at: number } | null = null;

/**
 * A menu item that opens a dialog is on its way out as the dialog opens, so the dialog cannot tell
 * what opened it: the menu names its trigger here just before. The hint lasts a moment only, so an item
 * that opened no dialog (Edit) leaves no stale opener behind.
 */
export function openingFrom(element: HTMLElement | null): void {
  hint = element ? { element, at: Date.now() } : null;
}

/** What opened a dialog that opens now: the trigger of the menu just used, else the element with focus. */
export function claimOpener(): Element | null {
  const recent = hint && Date.now() - hint.at < 1000 ? hint.element : null;
  hint = null;
  return recent ?? document.activeElement;
}

let region: HTMLElement | null = null;

/**
 * Says `message` through one polite live region: screen readers read it when they are idle, without
 * moving the reader (comment sent, item deleted).
 */
export function announce(message: string): void {
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.className = 'visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.dataset.testid = 'announcer';
    document.body.append(region);
  }
  const live = region;
  // A live region reads changes, so a region made just now, or the same words twice, need a beat.
  live.textContent = '';
  setTimeout(() => {
    live.textContent = message;
  }, 100);
}

/**
 * After a move to another page, focus goes to the new page's heading once it is there (a screen
 * reader starts reading the page from its name), unless it has been put somewhere on purpose
 * meanwhile. `pageKey` names the page: a change of anything else (the order drawer's address on the
 * same instrument page) is no move.
 */
export function usePageHeadingFocus(pageKey: string, timeoutMs = 5000): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const active = document.activeElement;
      const waiting = focusIsLost() || active?.tagName === 'MAIN';
      if (!waiting || focusOn(document.querySelector<HTMLElement>('main h1'))) return;
      if (Date.now() - started < timeoutMs) timer = setTimeout(attempt, 50);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [pageKey]);
}

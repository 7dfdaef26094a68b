/**
 * Focus that follows the user: after an action the element that had focus is often gone (a form
 * that closed, a button that went busy, a dialog), and the browser drops focus to <body>, where a
 * screen reader starts again from the top. These helpers put it somewhere meaningful instead and say
 * what happened.
 */

type Target = HTMLElement | null | undefined;

/**
 * Focuses `element`, making it focusable by script first when it is not (a heading, a message, an
 * article). False when it is not in the document or cannot take focus (a disabled button).
 */
export function focusOn(element: Target, options?: FocusOptions): element is HTMLElement {
  if (!element?.isConnected) return false;
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
    if (focusOn(find())) return;
    if (Date.now() - started >= timeoutMs) {
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
 * Roving tabindex: a group the Tab key enters once (on its chosen item), moved through with the
 * arrow keys, Home and End. The index `key` moves to from `index` among `count`, or null when the key
 * is not one of those.
 */
export function rovingIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

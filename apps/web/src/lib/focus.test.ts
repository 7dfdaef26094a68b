import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announce,
  catchLostFocus,
  claimOpener,
  focusOn,
  focusWhenPresent,
  neighbourControl,
  openingFrom,
  returnFocus,
} from './focus.ts';

function mount(html: string): void {
  document.body.innerHTML = html;
}
const byId = (id: string) => document.getElementById(id);

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('focusOn', () => {
  it('makes a heading or a message focusable by script and focuses it', () => {
    mount('<main><h1 id="title">Volvo B</h1></main>');
    expect(focusOn(byId('title'))).toBe(true);
    expect(document.activeElement).toBe(byId('title'));
    expect(byId('title')?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves what is focusable as it is, and says false for what cannot take focus', () => {
    mount('<button id="buy">Buy</button><button id="off" disabled>Sell</button>');
    expect(focusOn(byId('buy'))).toBe(true);
    expect(byId('buy')?.hasAttribute('tabindex')).toBe(false);
    expect(focusOn(byId('off'))).toBe(false);
    const gone = document.createElement('button');
    expect(focusOn(gone)).toBe(false);
    expect(focusOn(null)).toBe(false);
  });

  it('leaves alone what a dialog hides, where focus could not stay', () => {
    mount('<div aria-hidden="true"><article id="post">Post</article></div>');
    expect(focusOn(byId('post'))).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('returnFocus, when a dialog closes', () => {
  it('goes back to what opened it while it is there', () => {
    mount('<button id="opener">Report</button><button id="other">Buy</button>');
    returnFocus(byId('opener'), () => byId('other'));
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('goes to the named fallback when the opener is gone, or nothing opened it but the page', () => {
    mount('<main id="main"><button id="buy">Buy</button></main>');
    const removed = document.createElement('button');
    returnFocus(removed, () => byId('buy'));
    expect(document.activeElement).toBe(byId('buy'));

    (document.activeElement as HTMLElement).blur();
    returnFocus(byId('main'), () => byId('buy'));
    expect(document.activeElement).toBe(byId('buy'));
  });

  it('falls back to the page heading only when focus was lost', () => {
    mount('<main><h1 id="title">Orders</h1><input id="field" /></main>');
    returnFocus(document.createElement('button'));
    expect(document.activeElement).toBe(byId('title'));

    byId('field')?.focus();
    returnFocus(document.createElement('button'));
    expect(document.activeElement).toBe(byId('field'));
  });
});

describe('focusWhenPresent', () => {
  it('focuses the element as soon as a later render adds it', async () => {
    vi.useFakeTimers();
    mount('<ol id="list"></ol><button id="comment">Comment</button>');
    focusWhenPresent(() => document.querySelector<HTMLElement>('[data-item-id="c1"]'), {
      fallback: () => byId('comment'),
    });
    await vi.advanceTimersByTimeAsync(200);
    byId('list')?.insertAdjacentHTML('beforeend', '<li><article data-item-id="c1">New</article></li>');
    await vi.advanceTimersByTimeAsync(50);
    expect(document.activeElement?.getAttribute('data-item-id')).toBe('c1');
  });

  it('goes to the fallback at once when the element is there but hidden by a dialog', () => {
    mount(
      '<div aria-hidden="true"><article data-item-id="p1">Post</article></div><textarea id="box"></textarea>',
    );
    focusWhenPresent(() => document.querySelector<HTMLElement>('[data-item-id="p1"]'), {
      fallback: () => byId('box'),
    });
    expect(document.activeElement).toBe(byId('box'));
  });

  it('focuses the fallback when it never comes, and does nothing once cancelled', async () => {
    vi.useFakeTimers();
    mount('<button id="comment">Comment</button>');
    focusWhenPresent(() => null, { fallback: () => byId('comment'), timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(document.activeElement).toBe(document.body);
    await vi.advanceTimersByTimeAsync(60);
    expect(document.activeElement).toBe(byId('comment'));

    (document.activeElement as HTMLElement).blur();
    const cancel = focusWhenPresent(() => null, { fallback: () => byId('comment'), timeoutMs: 100 });
    cancel();
    await vi.advanceTimersByTimeAsync(200);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('after an item leaves a list', () => {
  it('names the same control in the next item, else the one before, else nothing', () => {
    mount(
      '<ul><li id="a"><button id="da">Delete</button></li><li id="b"><button id="db">Delete</button></li></ul>',
    );
    expect(neighbourControl(byId('a'), 'button')).toBe(byId('db'));
    expect(neighbourControl(byId('b'), 'button')).toBe(byId('da'));
    mount('<ul><li id="only"><button>Delete</button></li></ul>');
    expect(neighbourControl(byId('only'), 'button')).toBeNull();
  });

  it('catches focus lost while the list refreshes, and leaves focus put elsewhere alone', async () => {
    vi.useFakeTimers();
    mount('<article id="gone" tabindex="-1">Deleted</article><article id="next">Next</article>');
    byId('gone')?.focus();
    catchLostFocus([() => byId('gone'), () => byId('next')]);
    await vi.advanceTimersByTimeAsync(100);
    expect(document.activeElement).toBe(byId('gone'));
    byId('gone')?.remove();
    await vi.advanceTimersByTimeAsync(60);
    expect(document.activeElement).toBe(byId('next'));

    mount('<input id="field" /><article id="next">Next</article>');
    byId('field')?.focus();
    catchLostFocus([() => byId('next')], 200);
    await vi.advanceTimersByTimeAsync(300);
    expect(document.activeElement).toBe(byId('field'));
  });
});

describe('a dialog opened from a menu', () => {
  it("takes the menu's trigger as its opener, for a moment only", () => {
    vi.useFakeTimers();
    mount('<button id="trigger">⋯</button><button id="other">Other</button>');
    byId('other')?.focus();
    openingFrom(byId('trigger'));
    expect(claimOpener()).toBe(byId('trigger'));
    expect(claimOpener()).toBe(byId('other'));
    openingFrom(byId('trigger'));
    vi.advanceTimersByTime(1500);
    expect(claimOpener()).toBe(byId('other'));
  });
});

describe('announce', () => {
  it('says the message through one polite live region, again when it is said again', async () => {
    vi.useFakeTimers();
    announce('Your comment was published.');
    const region = document.querySelector('[data-testid="announcer"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
    await vi.advanceTimersByTimeAsync(100);
    expect(region?.textContent).toBe('Your comment was published.');

    announce('Your comment was published.');
    expect(region?.textContent).toBe('');
    await vi.advanceTimersByTimeAsync(100);
    expect(region?.textContent).toBe('Your comment was published.');
    expect(document.querySelectorAll('[data-testid="announcer"]')).toHaveLength(1);
  });
});

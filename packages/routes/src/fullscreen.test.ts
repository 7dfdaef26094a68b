import { describe, expect, it } from 'vitest';
import { build } from './build.ts';
import { fullscreenPage, fullscreenPath } from './fullscreen.ts';
import { match } from './match.ts';

const VOLVO = { instrumentId: '1001', instrumentName: 'volvo-b' };

describe('the fullscreen prefix', () => {
  it('wraps a page’s own path on the same site', () => {
    expect(fullscreenPath('instrument', VOLVO, 'se')).toBe('/se/helskarm/marknaden/instrument/1001-volvo-b');
    expect(fullscreenPath('faq', {}, 'de')).toBe('/de/vollbild/haufige-fragen');
  });

  it('shows the page at the rest of the path, with its params and query', () => {
    const inner = fullscreenPage(match(`${fullscreenPath('instrument', VOLVO, 'en')}?tab=posts`));
    expect(inner?.route.id).toBe('instrument');
    expect(inner?.site).toBe('en');
    expect(inner?.params).toMatchObject(VOLVO);
    expect(inner?.query).toEqual({ tab: 'posts' });
  });

  it('keeps a protected page protected and an unknown one unknown', () => {
    expect(fullscreenPage(match(fullscreenPath('messages', {}, 'en')))?.route.auth).toBe(true);
    expect(fullscreenPage(match(build('fullscreen', { path: 'no-such-page' }, 'en')))?.route.id).toBe(
      'catch-all',
    );
  });

  it('takes the innermost page of a fullscreen path inside another, and leaves other routes alone', () => {
    const twice = build('fullscreen', { path: fullscreenPath('faq', {}, 'en').slice(4) }, 'en');
    expect(fullscreenPage(match(twice))?.route.id).toBe('faq');
    expect(fullscreenPage(match(build('faq', {}, 'en')))).toBeNull();
  });
});

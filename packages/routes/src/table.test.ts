import { describe, expect, it } from 'vitest';
import { routeById } from './catalogue.ts';
import { bySpecificity, compiledPattern, sitePatterns, siteRelativePattern } from './table.ts';

describe('the compiled pattern table', () => {
  it('strips the site from a route path', () => {
    expect(siteRelativePattern(routeById('market-overview'), 'se')).toBe('marknaden/{country?}');
    expect(siteRelativePattern(routeById('home'), 'se')).toBe('');
  });

  it('compiles every route on every site once', () => {
    expect(sitePatterns('fi')).toHaveLength(134);
    expect(compiledPattern('order-buy', 'se')).toBe(compiledPattern('order-buy', 'se'));
    expect(compiledPattern('catch-all', 'se').fallback).toBe(true);
    expect(compiledPattern('fullscreen', 'se').fallback).toBe(false);
  });

  it('orders fixed words before params, segment by segment', () => {
    const ordered = ['catch-all', 'order', 'order-buy', 'order-show']
      .map((id) => compiledPattern(id as 'order', 'se'))
      .sort(bySpecificity)
      .map((pattern) => pattern.route.id);
    expect(ordered).toEqual(['order-show', 'order-buy', 'order', 'catch-all']);
  });
});

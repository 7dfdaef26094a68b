import { SITES } from '@havn/domain';
import { describe, expect, it } from 'vitest';
import { match } from './match.ts';
import {
  chunkUrls,
  escapeXml,
  isSitemapTld,
  publicSitemapPaths,
  SITEMAP_MAX_URLS,
  SITEMAP_TLDS,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap.ts';

describe('sitemap constants', () => {
  it('publishes for the tld list of spec section 9, at most 50000 URLs a file', () => {
    expect(SITEMAP_TLDS).toEqual(['en', 'se', 'no', 'dk', 'fi', 'de']);
    expect(SITEMAP_MAX_URLS).toBe(50000);
    expect(isSitemapTld('dk')).toBe(true);
    expect(isSitemapTld('com')).toBe(false);
    expect(isSitemapTld(undefined)).toBe(false);
  });
});

describe('publicSitemapPaths', () => {
  it('lists param-free pages and every value of enumerable ones', () => {
    const paths = publicSitemapPaths('se');
    expect(paths).toContain('/se');
    expect(paths).toContain('/se/marknaden');
    for (const country of ['se', 'no', 'fi', 'dk']) expect(paths).toContain(`/se/marknaden/${country}`);
    expect(paths).toContain('/se/marknaden/aktier');
    expect(paths).toContain('/se/marknaden/nyheter');
    expect(paths).toContain('/se/forum/upptack/grupper/most-active');
    expect(paths).toContain('/se/logga-in');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves out pages behind login, legacy routes, free-param pages and other sites’ pages', () => {
    const paths = publicSitemapPaths('se');
    expect(paths).not.toContain('/se/oversikt');
    expect(paths).not.toContain('/se/marknaden/listor/aktier');
    expect(paths.some((path) => path.includes('{'))).toBe(false);
    expect(paths.some((path) => path.includes('investeringsforeninger'))).toBe(false);
    expect(publicSitemapPaths('dk')).toContain('/dk/markedet/investeringsforeninger');
  });

  it('lists live pages only: a planned page is not there for a crawler yet', () => {
    for (const site of SITES) {
      for (const path of publicSitemapPaths(site)) expect(match(path, site).route.status, path).toBe('live');
    }
  });
});

describe('chunkUrls', () => {
  it('cuts at the limit', () => {
    const urls = Array.from(
      { length: SITEMAP_MAX_URLS * 2 + 1 },
      (_, index) => `https://havn.example/se/${index}`,
    );
    const chunks = chunkUrls(urls);
    expect(chunks.map((chunk) => chunk.length)).toEqual([50000, 50000, 1]);
    expect(chunks.flat()).toEqual(urls);
    expect(chunkUrls(urls.slice(0, SITEMAP_MAX_URLS))).toHaveLength(1);
  });

  it('takes a smaller limit and refuses a useless one', () => {
    expect(chunkUrls(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(chunkUrls([], 2)).toEqual([]);
    expect(() => chunkUrls(['a'], 0)).toThrow(RangeError);
    expect(() => chunkUrls(['a'], 1.5)).toThrow(RangeError);
  });
});

describe('sitemap XML', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(() => escapeXml('a\u0001b')).toThrow(/XML cannot carry/);
  });

  it('writes a urlset', () => {
    expect(urlsetXml(['https://havn.example/se/sok?q=a&b=<c>'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://havn.example/se/sok?q=a&amp;b=&lt;c&gt;</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('refuses more URLs than one file may hold', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 1 }, () => 'https://havn.example/');
    expect(() => urlsetXml(urls)).toThrow(/at most 50000/);
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndexXml(['https://havn.example/sitemap-se-1.xml?a=1&b=2'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <sitemap><loc>https://havn.example/sitemap-se-1.xml?a=1&amp;b=2</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});

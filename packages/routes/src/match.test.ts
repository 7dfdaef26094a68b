import { describe, expect, it } from 'vitest';
import { match } from './match.ts';

const resolve = (path: string, site?: 'en' | 'se' | 'no' | 'dk' | 'fi' | 'de') => {
  const found = match(path, site);
  return { id: found.route.id, site: found.site, params: found.params, query: found.query };
};

describe('match', () => {
  it('reads the site from the first segment', () => {
    expect(resolve('/se/marknaden/se')).toEqual({
      id: 'market-overview',
      site: 'se',
      params: { country: 'se' },
      query: {},
    });
    expect(resolve('/en/market/se')).toMatchObject({
      id: 'market-overview',
      site: 'en',
      params: { country: 'se' },
    });
  });

  it('takes a bare site, with or without a trailing slash, as its home', () => {
    expect(resolve('/se')).toMatchObject({ id: 'home', site: 'se', params: {} });
    expect(resolve('/se/')).toMatchObject({ id: 'home', site: 'se' });
    expect(resolve('/se?utm=x')).toMatchObject({ id: 'home', query: { utm: 'x' } });
  });

  it('tolerates trailing slashes', () => {
    expect(resolve('/dk/ordre/kob//')).toMatchObject({ id: 'order-buy', site: 'dk' });
  });

  it('sends unknown paths to the catch-all with the rest of the path', () => {
    expect(resolve('/se/finns/inte')).toEqual({
      id: 'catch-all',
      site: 'se',
      params: { path: 'finns/inte' },
      query: {},
    });
    expect(resolve('/se/marknaden/aktier/extra')).toMatchObject({ id: 'catch-all' });
    expect(resolve('/se/marknaden/us')).toMatchObject({ id: 'catch-all' });
    expect(resolve('/se/order/andra/abc')).toMatchObject({ id: 'catch-all' });
  });

  it('gives a path without a site segment the catch-all on the default site', () => {
    expect(resolve('/marknaden/aktier', 'se')).toEqual({
      id: 'catch-all',
      site: 'se',
      params: { path: 'marknaden/aktier' },
      query: {},
    });
    expect(resolve('/')).toMatchObject({ id: 'catch-all', site: 'en', params: {} });
    expect(resolve('/SE/marknaden')).toMatchObject({ id: 'catch-all', site: 'en' });
  });

  it("resolves a path in another site's language, so shared links never 404", () => {
    expect(resolve('/se/market/stocks')).toMatchObject({ id: 'stock-list', site: 'se' });
    expect(resolve('/fi/order/kop')).toMatchObject({ id: 'order-buy', site: 'fi' });
    expect(resolve('/de/marknaden/instrument/5-volvo-b/order/kop/9')).toMatchObject({
      id: 'instrument',
      site: 'de',
      params: {
        instrumentId: '5',
        instrumentName: 'volvo-b',
        order: 'order',
        intent: 'buy',
        intentPayload: '9',
      },
    });
  });

  it('keeps a page the site lacks out of reach even in another language', () => {
    expect(resolve('/se/markedet/investeringsforeninger')).toMatchObject({ id: 'catch-all', site: 'se' });
    expect(resolve('/dk/market/investment-funds')).toMatchObject({ id: 'investment-fund-list', site: 'dk' });
  });

  it('prefers fixed words over params', () => {
    expect(resolve('/se/order/kop')).toMatchObject({ id: 'order-buy' });
    expect(resolve('/se/order/salj')).toMatchObject({ id: 'order-sell' });
    expect(resolve('/se/manadssparande/redigera/fund')).toMatchObject({
      id: 'monthly-savings-edit',
      params: { type: 'fund' },
    });
    expect(resolve('/se/manadssparande/funds/summary')).toMatchObject({
      id: 'monthly-savings-transfer',
      params: { kind: 'funds', step: 'summary' },
    });
    expect(resolve('/se/forregistrering/status/success')).toMatchObject({ id: 'pre-register-status' });
    expect(resolve('/se/forregistrering/overforing/ny')).toMatchObject({
      id: 'pre-register',
      params: { tab: 'overforing', action: 'ny' },
    });
    expect(resolve('/se/oversikt/detaljer')).toMatchObject({ id: 'accounts-overview-details', params: {} });
    expect(resolve('/se/forum/upptack/anvandare')).toMatchObject({ id: 'discover-users' });
  });

  it('prefers an instrument id and name over a slug', () => {
    expect(resolve('/en/market/instruments/16099874-volvo-b')).toMatchObject({
      id: 'instrument',
      params: { instrumentId: '16099874', instrumentName: 'volvo-b' },
    });
    expect(resolve('/en/market/instruments/volvo-b')).toMatchObject({
      id: 'instrument-by-slug',
      params: { instrumentSlug: 'volvo-b' },
    });
    expect(resolve('/en/market/instruments/16099874-')).toMatchObject({ id: 'instrument-by-slug' });
  });

  it('reads the accids list and the wildcard search', () => {
    expect(resolve('/en/overview/11,12')).toMatchObject({
      id: 'accounts-overview',
      params: { accids: '11,12' },
    });
    expect(resolve('/en/overview/11,')).toMatchObject({ id: 'catch-all' });
    expect(resolve('/se/sok/volvo%20b/2024')).toMatchObject({
      id: 'search',
      params: { query: 'volvo b/2024' },
    });
    expect(resolve('/se/sok')).toMatchObject({ id: 'search', params: {} });
  });

  it('reads the query and ignores the hash', () => {
    expect(resolve('/se/order/kop?instrument=5&side=b%20c#top')).toMatchObject({
      id: 'order-buy',
      query: { instrument: '5', side: 'b c' },
    });
  });

  it('does not throw on malformed escapes', () => {
    expect(resolve('/se/forum/profil/%E0%A4%A')).toMatchObject({
      id: 'catch-all',
      params: { path: 'forum/profil/%E0%A4%A' },
    });
  });
});

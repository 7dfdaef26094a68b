import type { NewsItemView } from '@havn/contract/web';
import { type SiteId, siteLanguage } from '@havn/domain';
import { isSector } from '@havn/domain/broker/index';
import { describe, expect, it } from 'vitest';
import { i18nForRender } from '../../lib/i18n.ts';
import { newsText } from './news-story.ts';

const base = {
  time: '2026-11-20T16:45:00.000Z',
  headline: 'English',
  body: ['English'],
  fictional: true as const,
};

const wrap: NewsItemView = {
  ...base,
  id: 'wrap-se-20261120',
  kind: 'MARKET_WRAP',
  country: 'se',
  instrumentIds: [1, 2],
  story: {
    kind: 'MARKET_WRAP',
    dayEnd: 'CLOSE',
    exchange: 'Nasdaq Stockholm',
    index: { name: 'OMX Stockholm 30', close: '2456.7', move: '-1.20' },
    best: { instrumentId: 1, name: 'Volvo B', move: '2.35' },
    worst: { instrumentId: 2, name: 'Ericsson B', move: '-4.10' },
  },
};

const move: NewsItemView = {
  ...base,
  id: 'move-1-20261120',
  kind: 'PRICE_MOVE',
  country: 'se',
  instrumentIds: [1],
  story: {
    kind: 'PRICE_MOVE',
    stock: { instrumentId: 1, name: 'Volvo B', move: '9.05' },
    exchange: 'Nasdaq Stockholm',
    close: '265.4',
    currency: 'SEK',
    sector: 'Industrials',
  },
};

const report: NewsItemView = {
  ...base,
  id: 'report-1-20261020',
  kind: 'REPORT',
  country: 'se',
  instrumentIds: [1],
  story: {
    kind: 'REPORT',
    dayEnd: 'DAY_END',
    stock: { instrumentId: 1, name: 'Volvo B', move: '-0.50' },
    exchange: 'Nasdaq Stockholm',
    close: '265.4',
    currency: 'SEK',
    report: 'INTERIM',
    year: 2026,
    quarter: 3,
  },
};

async function textIn(site: SiteId, item: NewsItemView) {
  const language = siteLanguage[site];
  const instance = await i18nForRender(language);
  const market = instance.getFixedT(language, 'market');
  return newsText(item, instance.getFixedT(language, 'instruments'), site, (sector) =>
    isSector(sector) ? market(`sectors.${sector}`) : sector,
  );
}

describe('a news story in the reader’s language', () => {
  it('words a market wrap from its facts, figures in the site’s number format', async () => {
    expect(await textIn('en', wrap)).toEqual({
      headline: 'Stockholm closes 1.20 % lower; Ericsson B leads the fallers',
      body: [
        'The OMX Stockholm 30 closed at 2,456.70, -1.20 % on the day.',
        'Volvo B was the best performer on Nasdaq Stockholm (+2.35 %), while Ericsson B was the weakest (-4.10 %).',
      ],
    });
    const swedish = await textIn('se', wrap);
    expect(swedish.headline).toBe('Stockholm stänger 1,20 % lägre; Ericsson B leder nedgången');
    expect(swedish.body[0]).toBe('OMX Stockholm 30 stängde på 2\u00a0456,70, −1,20 % under dagen.');
  });

  it('sizes the headline’s verb by the move and names the sector in the reader’s words', async () => {
    expect((await textIn('en', move)).headline).toBe('Volvo B soars 9.05 %');
    const german = await textIn('de', move);
    expect(german.headline).toBe('Volvo B springt um 9,05 % nach oben');
    expect(german.body[0]).toContain('im Sektor Industrie');
  });

  it('names the report and says how the day ended in the always-open demo', async () => {
    const english = await textIn('en', report);
    expect(english.headline).toBe('Volvo B publishes its interim report for Q3 2026');
    expect(english.body[0]).toContain('The share ended the day at');
    expect((await textIn('se', report)).headline).toBe(
      'Volvo B publicerar sin delårsrapport för kvartal 3 2026',
    );
  });
});

import type { NewsItemView, NewsStoryView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { dec, isSector } from '@havn/domain/broker/index';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { formatDecimal, formatPercent } from './market-format.ts';

export interface NewsText {
  headline: string;
  /** Paragraphs. */
  body: string[];
}

const NEWS_COUNTRIES = ['se', 'no', 'fi', 'dk', 'us'] as const;

function isNewsCountry(country: string): country is (typeof NEWS_COUNTRIES)[number] {
  return (NEWS_COUNTRIES as readonly string[]).includes(country);
}

/** How a move reads in a headline: the size of the word follows the size of the move. */
function moveVerb(move: string): 'soars' | 'jumps' | 'slides' | 'tumbles' {
  const value = dec(move);
  if (value.gte(0)) return value.gte(8) ? 'soars' : 'jumps';
  return value.lte(-8) ? 'tumbles' : 'slides';
}

/**
 * A news item in the reader's language, worded from its story's facts (the API's own headline and
 * body are English): a headline and its paragraphs, figures in the site's number format.
 */
export function newsText(
  item: NewsItemView,
  t: TFunction<'instruments'>,
  site: SiteId,
  sectorName: (sector: string) => string,
): NewsText {
  const story: NewsStoryView = item.story;
  const size = (move: string) => formatPercent(dec(move).abs().toFixed(2), site, false);
  const signed = (move: string) => formatPercent(move, site);
  switch (story.kind) {
    case 'MARKET_WRAP': {
      const up = dec(story.index.move).gte(0);
      const city = isNewsCountry(item.country)
        ? t(`newsStory.cities.${item.country}`)
        : item.country.toUpperCase();
      return {
        headline: t(`newsStory.${up ? 'wrapUp' : 'wrapDown'}_${story.dayEnd}` as const, {
          city,
          move: size(story.index.move),
          leader: up ? story.best.name : story.worst.name,
        }),
        body: [
          t(`newsStory.indexAt_${story.dayEnd}` as const, {
            index: story.index.name,
            close: formatDecimal(story.index.close, site),
            move: signed(story.index.move),
          }),
          t('newsStory.bestWorst', {
            best: story.best.name,
            bestMove: signed(story.best.move),
            worst: story.worst.name,
            worstMove: signed(story.worst.move),
            exchange: story.exchange,
          }),
        ],
      };
    }
    case 'PRICE_MOVE': {
      const { stock } = story;
      return {
        headline: t(`newsStory.${moveVerb(stock.move)}` as const, {
          name: stock.name,
          move: size(stock.move),
        }),
        body: [
          t(`newsStory.${dec(stock.move).gte(0) ? 'rose' : 'fell'}` as const, {
            name: stock.name,
            move: size(stock.move),
            price: formatMoney(story.close, story.currency, site),
            exchange: story.exchange,
            sector: sectorName(story.sector),
          }),
        ],
      };
    }
    case 'REPORT': {
      const { stock } = story;
      const report = t(`newsStory.report_${story.report}` as const, {
        year: story.year,
        quarter: story.quarter,
      });
      return {
        headline: t('newsStory.reportHeadline', { name: stock.name, report }),
        body: [
          `${t('newsStory.reportPresented', { name: stock.name, report })} ${t(
            `newsStory.shareAt_${story.dayEnd}` as const,
            {
              price: formatMoney(story.close, story.currency, site),
              exchange: story.exchange,
              move: signed(stock.move),
            },
          )}`,
        ],
      };
    }
  }
}

/** newsText bound to the reader's language. */
export function useNewsText(site: SiteId): (item: NewsItemView) => NewsText {
  const { t } = useTranslation('instruments');
  const market = useTranslation('market').t;
  return (item) =>
    newsText(item, t, site, (sector) => (isSector(sector) ? market(`sectors.${sector}`) : sector));
}

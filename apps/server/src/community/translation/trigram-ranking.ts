import { francAll } from 'franc-min';
import { data } from 'franc-min/data.js';
import { expressions } from 'franc-min/expressions.js';

/**
 * franc's ranking of a text among a fixed list of languages (`francAll(text, { only, minLength })`),
 * the same tuples in the same order, worked out faster for what members write: a text mostly in Latin
 * letters. franc compares the text's trigrams with every language's model, one object lookup per
 * trigram and language, after sorting them; here each trigram is looked up once, in a table of its
 * rank in every allowed language, and nothing is sorted but the languages. A text whose top script
 * franc might judge otherwise goes to franc itself. `trigram-ranking.test.ts` holds the two equal.
 */

/** franc's sample limits, distance for a missing trigram and its minimum length here. */
const MAX_LENGTH = 2048;
const MAX_DIFFERENCE = 300;

type Ranking = [string, number][];

interface LatinModels {
  languages: readonly string[];
  /** For each trigram of some allowed model: its rank in each language, -1 where the model lacks it. */
  ranks: Map<string, Int16Array>;
}

function latinModels(only: readonly string[]): LatinModels {
  const models = data.Latin ?? {};
  const languages = Object.keys(models).filter((language) => only.includes(language));
  const ranks = new Map<string, Int16Array>();
  for (const [j, language] of languages.entries()) {
    const trigrams = models[language]!.split('|');
    for (const [rank, trigram] of trigrams.entries()) {
      let row = ranks.get(trigram);
      if (!row) {
        row = new Int16Array(languages.length).fill(-1);
        ranks.set(trigram, row);
      }
      // As franc's model: a trigram the list repeats keeps its first rank.
      if (row[j] === -1) row[j] = rank;
    }
  }
  return { languages, ranks };
}

const LATIN = new RegExp(expressions.Latin!.source, 'g');

/** The text as franc reads it for trigrams: punctuation and digits as spaces, white space collapsed. */
function cleaned(value: string): string {
  return value
    .replace(/[\u0021-\u0040]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function trigramRanking(only: readonly string[], minLength: number): (text: string) => Ranking {
  const models = latinModels(only);
  const count = models.languages.length;
  return (text) => {
    if (text.length < minLength) return [['und', 1]];
    const value = text.slice(0, MAX_LENGTH);
    // franc ranks the languages of the script most of the text is written in; when Latin letters are
    // more than half the text, no other script can be (scripts share no character).
    const latin = value.match(LATIN)?.length ?? 0;
    if (latin * 2 <= value.length || count === 0) {
      return francAll(text, { only: [...only], minLength });
    }
    const padded = ` ${cleaned(value)} `;
    const counts = new Map<string, number>();
    for (let i = 0; i + 3 <= padded.length; i++) {
      const trigram = padded.slice(i, i + 3);
      counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
    }
    const distances = new Array<number>(count).fill(0);
    for (const [trigram, occurrences] of counts) {
      const row = models.ranks.get(trigram);
      for (let j = 0; j < count; j++) {
        const rank = row ? row[j]! : -1;
        distances[j]! += rank < 0 ? MAX_DIFFERENCE : Math.abs(occurrences - rank - 1);
      }
    }
    const ranking: Ranking = models.languages.map((language, j) => [language, distances[j]!]);
    ranking.sort((a, b) => a[1] - b[1]);
    const min = ranking[0]![1];
    const max = value.length * MAX_DIFFERENCE - min;
    for (const tuple of ranking) tuple[1] = 1 - (tuple[1] - min) / max || 0;
    return ranking;
  };
}

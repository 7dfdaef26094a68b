import { francAll } from 'franc-min';
import { data } from 'franc-min/data.js';
import { expressions } from 'franc-min/expressions.js';

/**
 * franc's ranking of a text among a fixed list of languages (`francAll(text, { only, minLength })`),
 * the same tuples in the same order, worked out faster for what members write: a text mostly in Latin
 * letters. franc compares the text's trigrams with every language's model, one object lookup per
 * trigram and language, after sorting them; here each trigram is a number, counted and looked up in
 * tables of its rank in every allowed language, and nothing is sorted but the languages. A text whose
 * top script franc might judge otherwise goes to franc itself. `trigram-ranking.test.ts` holds the two
 * equal.
 */

/** franc's sample limits, distance for a missing trigram and its minimum length here. */
const MAX_LENGTH = 2048;
const MAX_DIFFERENCE = 300;

type Ranking = [string, number][];

/**
 * The allowed models as tables. Every letter of their trigrams has a number below `size` (`letters`,
 * by UTF-16 code unit, -1 for any other), a trigram of such letters the number (a·size + b)·size + c,
 * and `rows` holds each trigram's rank in each language (-1 where the model lacks it) at row
 * `slots[trigram]` (-1: no model has it). Sizes here: 13 languages of 300 trigrams, 64 letters.
 */
interface LatinModels {
  languages: readonly string[];
  letters: Int16Array;
  size: number;
  slots: Int32Array;
  rows: Int16Array;
  /** Scratch: a text's occurrences of each trigram, back to zero after every ranking. */
  counts: Uint16Array;
}

function latinModels(only: readonly string[]): LatinModels {
  const models = data.Latin ?? {};
  const languages = Object.keys(models).filter((language) => only.includes(language));
  const lists = languages.map((language) => models[language]!.split('|'));
  const letters = new Int16Array(0x10000).fill(-1);
  let size = 0;
  for (const trigram of lists.flat()) {
    for (let i = 0; i < trigram.length; i++) {
      const unit = trigram.charCodeAt(i);
      if (letters[unit] === -1) letters[unit] = size++;
    }
  }
  const slots = new Int32Array(size ** 3).fill(-1);
  const ranks: Int16Array[] = [];
  for (const [j, trigrams] of lists.entries()) {
    for (const [rank, trigram] of trigrams.entries()) {
      const key = trigramKey(letters, size, trigram, 0);
      if (slots[key] === -1) {
        slots[key] = ranks.length;
        ranks.push(new Int16Array(languages.length).fill(-1));
      }
      const row = ranks[slots[key]!]!;
      // As franc's model: a trigram the list repeats keeps its first rank.
      if (row[j] === -1) row[j] = rank;
    }
  }
  const rows = new Int16Array(ranks.length * languages.length);
  for (const [i, row] of ranks.entries()) rows.set(row, i * languages.length);
  return { languages, letters, size, slots, rows, counts: new Uint16Array(size ** 3) };
}

/** The number of the trigram at `at` in `text`, or -1 when a letter of it is in no model. */
function trigramKey(letters: Int16Array, size: number, text: string, at: number): number {
  const a = letters[text.charCodeAt(at)]!;
  const b = letters[text.charCodeAt(at + 1)]!;
  const c = letters[text.charCodeAt(at + 2)]!;
  return a < 0 || b < 0 || c < 0 ? -1 : (a * size + b) * size + c;
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
    const { letters, size, slots, rows, counts } = models;
    // Each distinct trigram once, with its occurrences: by number in the scratch table, or by text
    // when a letter of it is in no model (then it is at the greatest distance from every language).
    const seen: number[] = [];
    const unknown = new Set<string>();
    for (let i = 0; i + 3 <= padded.length; i++) {
      const key = trigramKey(letters, size, padded, i);
      if (key < 0) unknown.add(padded.slice(i, i + 3));
      else {
        if (counts[key] === 0) seen.push(key);
        counts[key] = counts[key]! + 1;
      }
    }
    const distances = new Array<number>(count).fill(unknown.size * MAX_DIFFERENCE);
    for (const key of seen) {
      const occurrences = counts[key]!;
      counts[key] = 0;
      const slot = slots[key]!;
      for (let j = 0; j < count; j++) {
        const rank = slot < 0 ? -1 : rows[slot * count + j]!;
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

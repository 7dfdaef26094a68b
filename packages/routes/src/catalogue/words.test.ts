import { SITES } from '@havn/domain';
import { describe, expect, it } from 'vitest';
import { urlWord } from '../url-word.ts';
import * as words from './words.ts';

describe('shared path words', () => {
  it('all survive the spelling rule on every site', () => {
    for (const [name, word] of Object.entries(words)) {
      for (const site of SITES) expect(() => urlWord(word[site]), `${name}.${site}`).not.toThrow();
    }
  });

  it('give the five order intents five different words on each site', () => {
    const intents = [words.BUY, words.SELL, words.SHOW, words.MODIFY, words.COMMENT];
    for (const site of SITES) expect(new Set(intents.map((intent) => urlWord(intent[site]))).size).toBe(5);
  });

  it('spell the Swedish market and buy as the spec shows', () => {
    expect(urlWord(words.MARKET.se)).toBe('marknaden');
    expect(urlWord(words.BUY.se)).toBe('kop');
  });
});

import { describe, expect, it } from 'vitest';
import { isUrlWord, urlWord } from './url-word.ts';

describe('urlWord', () => {
  it.each([
    ['marknaden', 'marknaden'],
    ['köp', 'kop'],
    ['sälj', 'salj'],
    ['åtgärd krävs', 'atgard-kravs'],
    ['fuldskærm', 'fuldskaerm'],
    ['kjøp', 'kjop'],
    ['übersicht', 'ubersicht'],
    ['Kapitalmaßnahmen', 'kapitalmassnahmen'],
    ['9A raportti', '9a-raportti'],
  ])('spells %s as %s', (natural, spelled) => {
    expect(urlWord(natural)).toBe(spelled);
  });

  it.each(['', 'café', 'a  b', ' lead', 'trail ', 'a/b', 'a_b', 'über-'])('rejects %j', (natural) => {
    expect(() => urlWord(natural)).toThrow(/not URL-safe/);
  });

  it('recognises words already spelled', () => {
    expect(isUrlWord('senaste-affarer')).toBe(true);
    expect(isUrlWord('senaste-affärer')).toBe(false);
  });
});

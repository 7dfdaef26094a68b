import fc from 'fast-check';
import { francAll } from 'franc-min';
import { describe, expect, it } from 'vitest';
import { trigramRanking } from './trigram-ranking.ts';

// The ranking must be franc's, tuple for tuple: detect-language.ts decides on its order and scores.
const ONLY = [
  'eng',
  'swe',
  'nob',
  'dan',
  'fin',
  'deu',
  'fra',
  'spa',
  'ita',
  'nld',
  'por',
  'pol',
  'rus',
  'ukr',
  'tur',
];
const rank = trigramRanking(ONLY, 10);
const franc = (text: string) => francAll(text, { only: ONLY, minLength: 10 });

// Words of the product's languages, their neighbours and other scripts, joined at random.
const words = (
  'the stock dividend och aktien köper jeg utbytte selskabet hævede osinko yhtiön tämä die Aktie ' +
  'gekauft le marché het aandeel la acción il titolo rynek şirket акция рынок акції 株式 السهم शेयर naïve œuvre'
).split(' ');

describe('the trigram ranking', () => {
  it('ranks as franc on what members write and on edge cases', () => {
    const texts = [
      'Bench post: margins, dividends and the outlook for next year.',
      'Volvo ser billig ut efter rapporten, jag köper mer idag.',
      'Equinor har levert et sterkt kvartal, jeg tror kursen går opp.',
      'Hyvä tulos, osinko nousee ensi vuonna.',
      'Die Aktie ist nach den Zahlen günstig, ich kaufe nach.',
      'De aandelen van ASML zijn weer gestegen na de cijfers.',
      'Акции Сбербанка снова выросли после отчета.',
      '株式市場は今日も上昇しました',
      'short',
      '          ',
      '1234567890 12345',
      'a'.repeat(3000),
    ];
    for (const text of texts) expect(rank(text), text).toEqual(franc(text));
  });

  it('ranks as franc on any mix of words, scripts, digits and punctuation', () => {
    const token = fc.oneof(
      fc.constantFrom(...words),
      fc.string({ maxLength: 6 }),
      fc.constantFrom(' ', '  ', '\n', ',', '.', '!', '?', '42', '$VOLV', '@anna', 'ÅÄÖ', 'ß'),
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        const text = tokens.join(' ');
        expect(rank(text)).toEqual(franc(text));
      }),
      { numRuns: 2000 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { type FaqEntry, faqMatches } from './faq.ts';

const entry: FaqEntry = {
  category: 'TAX',
  question: 'Hur beskattas mitt ISK?',
  answer: 'Schablonintäkten beräknas på kapitalunderlaget; ingen skatt på vinster.',
};

describe('faqMatches', () => {
  it('finds an entry by every word of the search, in any case and without accents', () => {
    expect(faqMatches(entry, 'isk', 'sv')).toBe(true);
    expect(faqMatches(entry, 'SCHABLONINTAKTEN isk', 'sv')).toBe(true);
    expect(faqMatches(entry, '  ', 'sv')).toBe(true);
    expect(faqMatches(entry, 'isk pension', 'sv')).toBe(false);
  });
});

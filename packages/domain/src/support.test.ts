import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from './faq.ts';
import { faqCategoryOfWord, faqCategoryWord, stateAfterMessage } from './support.ts';

describe('support threads', () => {
  it('waits for support after the customer writes and for the customer after support answers', () => {
    expect(stateAfterMessage('CUSTOMER')).toBe('OPEN');
    expect(stateAfterMessage('SUPPORT')).toBe('ANSWERED');
  });

  it('writes every FAQ category as a URL word and reads it back', () => {
    for (const category of FAQ_CATEGORIES)
      expect(faqCategoryOfWord(faqCategoryWord(category))).toBe(category);
    expect(faqCategoryWord('CORPORATE_ACTIONS')).toBe('corporate-actions');
    expect(faqCategoryOfWord('lottery')).toBeNull();
    expect(faqCategoryOfWord(undefined)).toBeNull();
  });
});

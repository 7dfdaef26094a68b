import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from './faq.ts';
import { faqCategoryOfWord, faqCategoryWord, isUnreadBy, otherSide, stateAfterMessage } from './support.ts';

describe('support threads', () => {
  it('waits for support after the customer writes and for the customer after support answers', () => {
    expect(stateAfterMessage('CUSTOMER')).toBe('OPEN');
    expect(stateAfterMessage('SUPPORT')).toBe('ANSWERED');
    expect(otherSide('CUSTOMER')).toBe('SUPPORT');
    expect(otherSide('SUPPORT')).toBe('CUSTOMER');
  });

  it('counts only the other side’s messages written after the reader last read', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    const later = new Date('2026-11-24T10:05:00Z');
    expect(isUnreadBy('CUSTOMER', { side: 'SUPPORT', createdAt: later }, at)).toBe(true);
    expect(isUnreadBy('CUSTOMER', { side: 'SUPPORT', createdAt: at }, at)).toBe(false);
    expect(isUnreadBy('CUSTOMER', { side: 'SUPPORT', createdAt: at }, null)).toBe(true);
    expect(isUnreadBy('CUSTOMER', { side: 'CUSTOMER', createdAt: later }, null)).toBe(false);
  });

  it('writes every FAQ category as a URL word and reads it back', () => {
    for (const category of FAQ_CATEGORIES)
      expect(faqCategoryOfWord(faqCategoryWord(category))).toBe(category);
    expect(faqCategoryWord('CORPORATE_ACTIONS')).toBe('corporate-actions');
    expect(faqCategoryOfWord('lottery')).toBeNull();
    expect(faqCategoryOfWord(undefined)).toBeNull();
  });
});

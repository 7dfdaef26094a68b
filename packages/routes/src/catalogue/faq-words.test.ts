import { FAQ_CATEGORIES, faqCategoryWord } from '@havn/domain';
import { describe, expect, it } from 'vitest';
import { routeById } from '../catalogue.ts';

describe('the messages page’s category', () => {
  it('takes exactly the FAQ’s categories as URL words', () => {
    const param = routeById('messages').params.find((p) => p.name === 'faqCategory');
    expect(param?.values).toEqual(FAQ_CATEGORIES.map(faqCategoryWord));
  });
});

import { api } from '@havn/contract/web';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import FaqScreen from './FaqScreen.tsx';

const ENTRIES = [
  { category: 'TRADING' as const, question: 'What does a trade cost?', answer: 'One commission per order.' },
  {
    category: 'TAX' as const,
    question: 'How are my investments taxed?',
    answer: 'It depends on the account.',
  },
  {
    category: 'CREDIT' as const,
    question: 'Can I borrow against my shares?',
    answer: 'No. Havn offers no credit.',
  },
];

describe('the FAQ page', () => {
  it('narrows by subject and by the words typed, and says when nothing matches', async () => {
    const stub = stubApi().on(api.site.faq, ENTRIES);
    await renderWithApp(<FaqScreen page={pageFor('/en/faq')} />, { path: '/en/faq' });
    expect(await screen.findByText('3 questions')).toBeTruthy();
    expect(stub.calls(api.site.faq)[0]?.query).toEqual({ language: 'en' });

    fireEvent.click(screen.getByRole('radio', { name: 'Tax' }));
    expect(screen.getByText('1 question')).toBeTruthy();
    expect(screen.getByText('How are my investments taxed?')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), {
      target: { value: 'COMMISSION order' },
    });
    expect(screen.getByText('What does a trade cost?')).toBeTruthy();
    expect(screen.queryByText('Can I borrow against my shares?')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), {
      target: { value: 'lottery' },
    });
    expect(screen.getByText(/No question matches/)).toBeTruthy();
  });
});

import { api } from '@havn/contract/web';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../../lib/testing/stub-api.ts';
import { thread } from '../content/fixtures.ts';
import { LivelyThreads } from './LivelyThreads.tsx';

const ON_VOLVO = {
  // Lively threads come without their comments: totalChildCount says how many there are.
  thread: {
    ...thread({ id: '00000000-0000-4000-8000-0000000000a1', message: 'Volvo before winter?' }),
    totalChildCount: 3,
  },
  instrument: { id: 1001, name: 'Volvo B', symbol: 'VOLV B' },
  group: null,
};
const IN_CLUB = {
  thread: {
    ...thread({ id: '00000000-0000-4000-8000-0000000000a2', message: 'Dividends in April' }),
    totalChildCount: 1,
  },
  instrument: null,
  group: { id: '00000000-0000-4000-9000-000000000001', slug: 'dividend-club', name: 'Dividend Club' },
};

describe('the liveliest threads on the home', () => {
  it('quotes each thread with its answers and opens it where it is discussed', async () => {
    const muted = { ...IN_CLUB, thread: { ...IN_CLUB.thread, id: 'muted', message: 'Hidden', muted: true } };
    stubApi().on(api.community.content.discoverThreads, { threads: [ON_VOLVO, IN_CLUB, muted] });
    await renderWithApp(<LivelyThreads site="en" />, { session: null });
    const volvo = await screen.findByRole('link', { name: 'Volvo before winter?' });
    expect(volvo.getAttribute('href')).toBe(
      `/en/market/instruments/1001-volvo-b?contentId=${ON_VOLVO.thread.id}`,
    );
    expect(screen.getByRole('link', { name: 'Dividends in April' }).getAttribute('href')).toBe(
      `/en/community/group/dividend-club?contentId=${IN_CLUB.thread.id}`,
    );
    expect(screen.getByText(/3 comments/)).toBeTruthy();
    expect(screen.getByText(/1 comment ·/)).toBeTruthy();
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('invites the first post when the community is quiet', async () => {
    stubApi().on(api.community.content.discoverThreads, { threads: [] });
    await renderWithApp(<LivelyThreads site="en" />, { session: null });
    expect(await screen.findByText('No discussions yet. Be the first to start one.')).toBeTruthy();
  });
});

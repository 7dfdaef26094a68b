import { POLL_BAR_ANIMATION_MS, POLL_BAR_DELAY_MS } from '@havn/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../../lib/testing/stub-api.ts';
import { item, memberSession } from '../content/fixtures.ts';
import { InteractionGateProvider } from '../content/InteractionGate.tsx';
import type { PollView } from '../content/types.ts';
import { Poll } from './Poll.tsx';

const now = new Date('2026-03-02T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function poll(overrides: Partial<PollView> = {}, visible = false): PollView {
  return {
    options: [
      {
        id: 'o1',
        message: 'Buy',
        votes: visible ? 3 : null,
        percent: visible ? 60 : null,
        selected: false,
        translation: null,
      },
      {
        id: 'o2',
        message: 'Sell',
        votes: visible ? 2 : null,
        percent: visible ? 40 : null,
        selected: false,
        translation: null,
      },
    ],
    userVoted: false,
    totalVotes: visible ? 5 : null,
    ended: false,
    ...overrides,
  };
}

async function renderPoll(p: PollView, endsIn: number, session: typeof memberSession | null) {
  const pollItem = item({
    type: 'POLL',
    message: 'Buy or sell?',
    endingAt: new Date(now.getTime() + endsIn).toISOString(),
  });
  await renderWithApp(
    <InteractionGateProvider>
      <Poll item={pollItem} poll={p} now={now} translated={false} disabled={false} />
    </InteractionGateProvider>,
    { session },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a poll (spec section 4, Poll)', () => {
  it('shows a visitor blurred results and a join prompt, never the counts', async () => {
    stubApi();
    await renderPoll(poll(), 2 * DAY, null);
    expect(await screen.findByText('Log in or join the community to vote and see the results.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Vote for/ })).toBeNull();
    expect(screen.queryByText('60%')).toBeNull();
    expect(document.querySelector('.poll-results.is-blurred')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('lets a member who has not voted vote, with days and hours left', async () => {
    stubApi();
    await renderPoll(poll(), 2 * DAY + 5 * HOUR + 30 * MINUTE, memberSession);
    expect(await screen.findByRole('button', { name: 'Vote for Buy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vote for Sell' })).toBeTruthy();
    expect(screen.getByText('2 days 5 hours left')).toBeTruthy();
    expect(screen.queryByText(/^\d+ votes?$/)).toBeNull();
  });

  it('shows percent bars and total votes after voting, growing over 800 ms after 500 ms', async () => {
    stubApi();
    const voted = poll({ userVoted: true }, true);
    voted.options[0]!.selected = true;
    await renderPoll(voted, 5 * HOUR + 10 * MINUTE, memberSession);
    expect(await screen.findByText('60%')).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByText('(your vote)')).toBeTruthy();
    expect(screen.getByText('5 votes')).toBeTruthy();
    expect(screen.getByText('5 hours left')).toBeTruthy();
    const list = document.querySelector<HTMLElement>('.poll-results')!;
    expect(list.style.getPropertyValue('--poll-bar-ms')).toBe(`${POLL_BAR_ANIMATION_MS}ms`);
    expect(list.style.getPropertyValue('--poll-bar-delay')).toBe(`${POLL_BAR_DELAY_MS}ms`);
    const bars = [...document.querySelectorAll<HTMLElement>('.poll-bar-fill')];
    await waitFor(() => expect(bars.map((b) => b.style.width)).toEqual(['60%', '40%']));
  });

  it('draws the bars at once for a reader who prefers less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    stubApi();
    await renderPoll(poll({ userVoted: true }, true), HOUR, memberSession);
    await screen.findByText('60%');
    const bars = [...document.querySelectorAll<HTMLElement>('.poll-bar-fill')];
    expect(bars.map((b) => b.style.width)).toEqual(['60%', '40%']);
  });

  it('counts down in minutes in the last hour', async () => {
    stubApi();
    await renderPoll(poll(), 12 * MINUTE + 40_000, memberSession);
    expect(await screen.findByText('12 minutes left')).toBeTruthy();
  });

  it('shows an ended poll’s results to a member who never voted, and no vote buttons', async () => {
    stubApi();
    await renderPoll(poll({ ended: true }, true), -HOUR, memberSession);
    expect(await screen.findByText('Poll ended')).toBeTruthy();
    expect(screen.getByText('60%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Vote for/ })).toBeNull();
  });

  it('ends on time even before the server says so', async () => {
    stubApi();
    await renderPoll(poll(), -MINUTE, memberSession);
    expect(await screen.findByText('Poll ended')).toBeTruthy();
    for (const button of screen.getAllByRole('button', { name: /^Vote for/ })) {
      expect(button).toHaveProperty('disabled', true);
    }
  });
});

import { api, type SessionUser } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { type ApiFailure, apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { comment, memberSession, thread } from '../content/fixtures.ts';
import type { FeedPage, ThreadRoot } from '../content/types.ts';
import { CommunityFeed } from './CommunityFeed.tsx';

const page = (threads: ThreadRoot[], nextCursor: string | null = null): FeedPage => ({
  threads,
  nextCursor,
  postCount: threads.length,
});
const DAY = 86_400_000;

async function renderFeed(session: SessionUser | null, props: { onReport?(): void; onMute?(): void } = {}) {
  const user = userEvent.setup();
  await renderWithApp(<CommunityFeed instrumentId={1001} communityName="Volvo B" {...props} />, {
    path: '/en/market/instruments/1001-volvo-b',
    session,
  });
  return user;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('an instrument feed', () => {
  it('shows skeletons, then the threads of the page it asked for', async () => {
    const stub = stubApi().on(api.community.content.feed, () => page([thread({ message: 'Hello Volvo' })]));
    await renderFeed(memberSession);
    expect(screen.getByRole('status').textContent).toContain('Loading posts…');
    expect(await screen.findByText('Hello Volvo')).toBeTruthy();
    expect(stub.calls(api.community.content.feed)[0]?.query).toEqual({
      instrumentId: '1001',
      limit: '25',
      childLimit: '6',
      language: 'en',
    });
  });

  it('says so when there are no posts', async () => {
    stubApi().on(api.community.content.feed, () => page([]));
    await renderFeed(memberSession);
    expect(await screen.findByText('No posts yet. Be the first to share your thoughts.')).toBeTruthy();
  });

  it('names the community when the feed cannot be loaded, and retries', async () => {
    let fail = true;
    stubApi().on(api.community.content.feed, () =>
      fail ? apiError('INTERNAL') : page([thread({ message: 'Back again' })]),
    );
    const user = await renderFeed(memberSession);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Volvo B posts could not be loaded');
    expect(alert.textContent).toContain('Please try again at a later time.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('keeps threads older than 6 months behind See older posts', async () => {
    const old = new Date(Date.now() - 200 * DAY).toISOString();
    stubApi().on(api.community.content.feed, () =>
      page([thread({ message: 'From last year', postedAt: old, createdAt: old })]),
    );
    const user = await renderFeed(memberSession);
    expect(await screen.findByText('No posts have been published in the last 6 months.')).toBeTruthy();
    expect(screen.queryByText('From last year')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See older posts' }));
    expect(screen.getByText('From last year')).toBeTruthy();
  });

  it('loads the next page with the load-more button', async () => {
    stubApi().on(api.community.content.feed, ({ query }) =>
      query.cursor === 'page-2'
        ? page([thread({ message: 'Second page' })])
        : page([thread({ message: 'First page' })], 'page-2'),
    );
    const user = await renderFeed(memberSession);
    await screen.findByText('First page');
    await user.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Second page')).toBeTruthy();
    expect(screen.getByText('First page')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
  });
});

describe('reactions in the feed', () => {
  it('flips a like at once and reverts it when the server refuses', async () => {
    const reacted = deferred<ApiFailure>();
    const stub = stubApi()
      .on(api.community.content.feed, () => page([thread({ message: 'Like me' })]))
      .on(api.community.content.react, () => reacted.promise);
    const user = await renderFeed(memberSession);
    await screen.findByText('Like me');
    const like = screen.getByRole('button', { name: /Like/ });
    await user.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '1 like: see who' })).toBeTruthy();
    expect(stub.calls(api.community.content.react)[0]?.body).toMatchObject({
      itemType: 'COMMENT',
      reactionType: 'LIKE',
    });
    reacted.resolve(apiError('INTERNAL'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Like/ }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(screen.queryByRole('button', { name: '1 like: see who' })).toBeNull();
    expect(await screen.findByText('Your like could not be saved. Try again.')).toBeTruthy();
  });

  it('asks a visitor to join instead of liking', async () => {
    stubApi().on(api.community.content.feed, () => page([thread({ message: 'Like me' })]));
    const user = await renderFeed(null);
    await screen.findByText('Like me');
    await user.click(screen.getByRole('button', { name: /Like/ }));
    expect(await screen.findByRole('dialog', { name: 'Join the community' })).toBeTruthy();
  });

  it('shows deleted content as a placeholder that cannot be liked, and classic content as closed', async () => {
    stubApi().on(api.community.content.feed, () =>
      page([
        thread({ status: 'DELETED', message: null, canInteract: false }),
        thread({
          message: 'From the old site',
          classicUri: 'https://classic.example/t/1',
          canInteract: false,
        }),
      ]),
    );
    await renderFeed(memberSession);
    expect(await screen.findByText('This content has been deleted.')).toBeTruthy();
    expect(screen.getByText('Deleted content cannot be reacted to')).toBeTruthy();
    expect(screen.getByText('Content posted from the classic site cannot be interacted with.')).toBeTruthy();
    for (const like of screen.getAllByRole('button', { name: /Like/ }))
      expect(like).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Comment' })).toBeNull();
  });

  it("shows a muted member's comment as a placeholder", async () => {
    stubApi().on(api.community.content.feed, () =>
      page([thread({ message: 'Root' }, [comment({ message: 'Noise', muted: true })])]),
    );
    await renderFeed(memberSession);
    expect(await screen.findByText('This comment is from a member you have muted.')).toBeTruthy();
    expect(screen.queryByText('Noise')).toBeNull();
  });
});

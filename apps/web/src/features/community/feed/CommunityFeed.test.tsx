import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  comment,
  item,
  json,
  MEMBER_PROFILE_ID,
  memberSession,
  problem,
  profile,
  renderInApp,
  stubApi,
  thread,
} from '../content/test-kit.tsx';
import type { FeedPage, ThreadRoot } from '../content/types.ts';
import { CommunityFeed } from './CommunityFeed.tsx';

const FEED = 'GET /api/community/v1/contents';
const page = (threads: ThreadRoot[], nextCursor: string | null = null): FeedPage => ({ threads, nextCursor });
const DAY = 86_400_000;

async function renderFeed(
  session: typeof memberSession | null,
  props: { onReport?(): void; onMute?(): void } = {},
) {
  const user = userEvent.setup();
  await renderInApp(<CommunityFeed instrumentId={1001} communityName="Volvo B" {...props} />, {
    path: '/en/market/instruments/1001-volvo-b',
    session,
  });
  return user;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an instrument feed', () => {
  it('shows skeletons, then the threads of the page it asked for', async () => {
    const { calls } = stubApi(memberSession, {
      [FEED]: () => json(page([thread({ message: 'Hello Volvo' })])),
    });
    await renderFeed(memberSession);
    expect(screen.getByRole('status').textContent).toContain('Loading posts…');
    expect(await screen.findByText('Hello Volvo')).toBeTruthy();
    const query = calls.find((c) => c.path === '/api/community/v1/contents')!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      instrumentId: '1001',
      limit: '25',
      childLimit: '6',
      language: 'en',
    });
  });

  it('says so when there are no posts', async () => {
    stubApi(memberSession, { [FEED]: () => json(page([])) });
    await renderFeed(memberSession);
    expect(await screen.findByText('No posts yet. Be the first to share your thoughts.')).toBeTruthy();
  });

  it('names the community when the feed cannot be loaded, and retries', async () => {
    let fail = true;
    stubApi(memberSession, {
      [FEED]: () => (fail ? problem(500, 'INTERNAL') : json(page([thread({ message: 'Back again' })]))),
    });
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
    stubApi(memberSession, {
      [FEED]: () => json(page([thread({ message: 'From last year', postedAt: old, createdAt: old })])),
    });
    const user = await renderFeed(memberSession);
    expect(await screen.findByText('No posts have been published in the last 6 months.')).toBeTruthy();
    expect(screen.queryByText('From last year')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See older posts' }));
    expect(screen.getByText('From last year')).toBeTruthy();
  });

  it('loads the next page with the load-more button', async () => {
    stubApi(memberSession, {
      [FEED]: ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? json(page([thread({ message: 'Second page' })]))
          : json(page([thread({ message: 'First page' })], 'page-2')),
    });
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
    let answer: (r: Response) => void = () => {};
    const { calls } = stubApi(memberSession, {
      [FEED]: () => json(page([thread({ message: 'Like me' })])),
      'POST /api/community/v1/reactions': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = await renderFeed(memberSession);
    await screen.findByText('Like me');
    const like = screen.getByRole('button', { name: /Like/ });
    await user.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '1 like: see who' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      itemType: 'COMMENT',
      reactionType: 'LIKE',
    });
    answer(problem(500, 'INTERNAL'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Like/ }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(screen.queryByRole('button', { name: '1 like: see who' })).toBeNull();
    expect(await screen.findByText('Your like could not be saved. Try again.')).toBeTruthy();
  });

  it('asks a visitor to join instead of liking', async () => {
    stubApi(null, { [FEED]: () => json(page([thread({ message: 'Like me' })])) });
    const user = await renderFeed(null);
    await screen.findByText('Like me');
    await user.click(screen.getByRole('button', { name: /Like/ }));
    expect(await screen.findByRole('dialog', { name: 'Join the community' })).toBeTruthy();
  });

  it('shows deleted content as a placeholder that cannot be liked, and classic content as closed', async () => {
    stubApi(memberSession, {
      [FEED]: () =>
        json(
          page([
            thread({ status: 'DELETED', message: null, canInteract: false }),
            thread({
              message: 'From the old site',
              classicUri: 'https://classic.example/t/1',
              canInteract: false,
            }),
          ]),
        ),
    });
    await renderFeed(memberSession);
    expect(await screen.findByText('This content has been deleted.')).toBeTruthy();
    expect(screen.getByText('Deleted content cannot be reacted to')).toBeTruthy();
    expect(screen.getByText('Content posted from the classic site cannot be interacted with.')).toBeTruthy();
    for (const like of screen.getAllByRole('button', { name: /Like/ }))
      expect(like).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Comment' })).toBeNull();
  });

  it("shows a muted member's comment as a placeholder", async () => {
    stubApi(memberSession, {
      [FEED]: () => json(page([thread({ message: 'Root' }, [comment({ message: 'Noise', muted: true })])])),
    });
    await renderFeed(memberSession);
    expect(await screen.findByText('This comment is from a member you have muted.')).toBeTruthy();
    expect(screen.queryByText('Noise')).toBeNull();
  });
});

describe('polls, trades and translations in the feed', () => {
  it('votes and shows the results it got back', async () => {
    const pollRoot = thread({
      type: 'POLL',
      message: 'Buy or sell?',
      endingAt: new Date(Date.now() + 3 * DAY).toISOString(),
      poll: {
        options: [
          {
            id: 'a0000000-0000-4000-8000-000000000001',
            message: 'Buy',
            votes: null,
            percent: null,
            selected: false,
            translation: null,
          },
          {
            id: 'a0000000-0000-4000-8000-000000000002',
            message: 'Sell',
            votes: null,
            percent: null,
            selected: false,
            translation: null,
          },
        ],
        userVoted: false,
        totalVotes: null,
        ended: false,
      },
    });
    const { calls } = stubApi(memberSession, {
      [FEED]: () => json(page([pollRoot])),
      'POST /api/community/v1/polls/*': () =>
        json({
          options: [
            { ...pollRoot.poll!.options[0]!, votes: 3, percent: 75, selected: true },
            { ...pollRoot.poll!.options[1]!, votes: 1, percent: 25 },
          ],
          userVoted: true,
          totalVotes: 4,
          ended: false,
        }),
    });
    const user = await renderFeed(memberSession);
    await user.click(await screen.findByRole('button', { name: 'Vote for Buy' }));
    expect(await screen.findByText('75%')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText('4 votes')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ optionId: pollRoot.poll!.options[0]!.id });
  });

  it('words trade events by spec section 4', async () => {
    const trade = (tradeType: 'BUY' | 'SELL', percentageChange: string | null, postedAt: string) =>
      thread({
        type: 'TRADE',
        message: null,
        postedAt,
        tradeEvent: {
          tradeType,
          price: '265.40',
          currency: 'SEK',
          percentageChange,
          postedAt,
          instrument: { name: 'Volvo B', logoUrl: null, legacyInstrumentId: 1001, iconUrl: null },
        },
      });
    const recent = new Date(Date.now() - DAY).toISOString();
    stubApi(memberSession, {
      [FEED]: () =>
        json(
          page([
            trade('BUY', null, recent),
            trade('BUY', '20', recent),
            trade('SELL', '100', recent),
            trade('SELL', '40', recent),
          ]),
        ),
    });
    await renderFeed(memberSession);
    for (const wording of [
      'Bought a new holding',
      'Bought more',
      'Sold the whole holding',
      'Sold part of the holding',
    ]) {
      expect(await screen.findByText(wording)).toBeTruthy();
    }
  });

  it('shows the translation with See original, and back', async () => {
    stubApi(memberSession, {
      [FEED]: () =>
        json(
          page([
            thread({
              message: 'Köp Volvo nu',
              translation: { message: 'Buy Volvo now', originalLanguage: 'sv' },
            }),
          ]),
        ),
    });
    const user = await renderFeed(memberSession);
    expect(await screen.findByText('Buy Volvo now')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See original' }));
    expect(screen.getByText('Köp Volvo nu')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See translation' }));
    expect(screen.getByText('Buy Volvo now')).toBeTruthy();
  });
});

describe('thread paging', () => {
  it('starts with a few comments, adds up to 5 from the whole thread, and collapses to none', async () => {
    const all = Array.from({ length: 9 }, (_, i) => comment({ message: `Comment ${i + 1}` }));
    const feedRoot = {
      ...thread({ message: 'Busy thread' }, all.slice(3)),
      childCount: 9,
      totalChildCount: 9,
    };
    const wholeRoot = { ...feedRoot, children: all };
    const { calls } = stubApi(memberSession, {
      [FEED]: () => json(page([feedRoot])),
      [`GET /api/community/v1/contents/${feedRoot.id}/thread`]: () =>
        json({ root: wholeRoot, classicUri: null, totalChildCount: 9 }),
    });
    const user = await renderFeed(memberSession);
    await screen.findByText('Busy thread');
    expect(screen.getByText('Comment 8')).toBeTruthy();
    expect(screen.getByText('Comment 9')).toBeTruthy();
    expect(screen.queryByText('Comment 7')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Comment 3')).toBeTruthy();
    expect(screen.queryByText('Comment 2')).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/thread'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Show all 9 comments' }));
    expect(screen.getByText('Comment 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Hide comments' }));
    expect(screen.queryByText('Comment 9')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show 9 comments' })).toBeTruthy();
  });

  it('shows a first chunk of replies in the Thread drawer, marks the opened item, then the rest', async () => {
    const replies = Array.from({ length: 4 }, (_, i) => item({ message: `Reply ${i + 1}` }));
    const root = thread({ message: 'Root post' }, [comment({ message: 'The comment' }, replies)]);
    stubApi(memberSession, {
      [FEED]: () => json(page([{ ...root, children: root.children.map((c) => ({ ...c, children: [] })) }])),
      [`GET /api/community/v1/contents/${root.id}/thread`]: () =>
        json({ root: { ...root, isMarked: true }, classicUri: null, totalChildCount: 5 }),
    });
    const user = await renderFeed(memberSession);
    await screen.findByText('Root post');
    // The feed brings comments without their replies: asking for them loads the thread.
    expect(screen.getByRole('button', { name: 'Show 4 replies' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open thread (1 comment)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Thread' });
    expect(await within(drawer).findByText('Reply 2')).toBeTruthy();
    expect(within(drawer).queryByText('Reply 3')).toBeNull();
    expect(drawer.querySelector('.is-marked')?.textContent).toContain('Root post');
    await user.click(within(drawer).getByRole('button', { name: 'Show 2 more replies' }));
    expect(within(drawer).getByText('Reply 4')).toBeTruthy();
  });
});

describe('the content menu', () => {
  it('lets the author edit within the window and delete through the delete modal', async () => {
    let mine = thread({ message: 'My post', profile: profile(MEMBER_PROFILE_ID, 'Astrid') });
    const { calls } = stubApi(memberSession, {
      [FEED]: () => json(page([mine])),
      [`PUT /api/community/v1/contents/${mine.id}`]: ({ body }) => {
        mine = { ...mine, message: (body as { message: string }).message, status: 'EDITED' };
        return json(mine);
      },
      [`DELETE /api/community/v1/contents/${mine.id}`]: () => {
        mine = { ...mine, message: null, status: 'DELETED', canInteract: false };
        return new Response(null, { status: 204 });
      },
    });
    const user = await renderFeed(memberSession);
    await screen.findByText('My post');
    await user.click(screen.getByRole('button', { name: 'Actions for this post' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Edit', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const edit = screen.getByRole('textbox', { name: 'Edit your text' });
    await user.clear(edit);
    await user.type(edit, '  My edited post  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('My edited post')).toBeTruthy();
    expect(screen.getByText(/Edited/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ message: 'My edited post' });

    await user.click(screen.getByRole('button', { name: 'Actions for this post' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const modal = await screen.findByRole('dialog', { name: 'Delete post?' });
    await user.click(within(modal).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This content has been deleted.')).toBeTruthy();
  });

  it('tells the author why Edit is gone after 60 minutes', async () => {
    const longAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    const mine = thread({
      message: 'Old post',
      createdAt: longAgo,
      postedAt: longAgo,
      profile: profile(MEMBER_PROFILE_ID, 'Astrid'),
    });
    stubApi(memberSession, { [FEED]: () => json(page([mine])) });
    const user = await renderFeed(memberSession);
    await screen.findByText('Old post');
    await user.click(screen.getByRole('button', { name: 'Actions for this post' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Delete',
      'Unable to edit posts after 60 minutes.',
    ]);
  });

  it("offers another member's content for report and mute, through the callbacks", async () => {
    const theirs = thread({ message: 'Their post' });
    stubApi(memberSession, { [FEED]: () => json(page([theirs])) });
    const onReport = vi.fn();
    const onMute = vi.fn();
    const user = await renderFeed(memberSession, { onReport, onMute });
    await screen.findByText('Their post');
    await user.click(screen.getByRole('button', { name: 'Actions for this post' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ id: theirs.id }));
    await user.click(screen.getByRole('button', { name: 'Actions for this post' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mute Bertil' }));
    expect(onMute).toHaveBeenCalledWith(expect.objectContaining({ id: theirs.profile.id }));
  });

  it('shows a visitor no menu at all', async () => {
    stubApi(null, { [FEED]: () => json(page([thread({ message: 'Their post' })])) });
    await renderFeed(null);
    await screen.findByText('Their post');
    expect(screen.queryByRole('button', { name: 'Actions for this post' })).toBeNull();
  });
});

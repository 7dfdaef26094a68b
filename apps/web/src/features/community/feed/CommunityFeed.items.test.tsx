/** The feed's polls, trade events, translations, thread paging and content menu (the list itself: CommunityFeed.test.tsx). */
import { api, type SessionUser } from '@havn/contract/web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { comment, item, MEMBER_PROFILE_ID, memberSession, profile, thread } from '../content/fixtures.ts';
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
    const stub = stubApi()
      .on(api.community.content.feed, () => page([pollRoot]))
      .on(api.community.content.vote, () => ({
        options: [
          { ...pollRoot.poll!.options[0]!, votes: 3, percent: 75, selected: true },
          { ...pollRoot.poll!.options[1]!, votes: 1, percent: 25 },
        ],
        userVoted: true,
        totalVotes: 4,
        ended: false,
      }));
    const user = await renderFeed(memberSession);
    await user.click(await screen.findByRole('button', { name: 'Vote for Buy' }));
    expect(await screen.findByText('75%')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText('4 votes')).toBeTruthy();
    expect(stub.calls(api.community.content.vote)[0]?.body).toEqual({
      optionId: pollRoot.poll!.options[0]!.id,
    });
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
    stubApi().on(api.community.content.feed, () =>
      page([
        trade('BUY', null, recent),
        trade('BUY', '20', recent),
        trade('SELL', '100', recent),
        trade('SELL', '40', recent),
      ]),
    );
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
    stubApi().on(api.community.content.feed, () =>
      page([
        thread({
          message: 'Köp Volvo nu',
          translation: { message: 'Buy Volvo now', originalLanguage: 'sv' },
        }),
      ]),
    );
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
    const stub = stubApi()
      .on(api.community.content.feed, () => page([feedRoot]))
      .on(api.community.content.thread, { params: { contentId: feedRoot.id } }, () => ({
        root: wholeRoot,
        classicUri: null,
        totalChildCount: 9,
      }));
    const user = await renderFeed(memberSession);
    await screen.findByText('Busy thread');
    expect(screen.getByText('Comment 8')).toBeTruthy();
    expect(screen.getByText('Comment 9')).toBeTruthy();
    expect(screen.queryByText('Comment 7')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Comment 3')).toBeTruthy();
    expect(screen.queryByText('Comment 2')).toBeNull();
    expect(stub.calls(api.community.content.thread).length).toBeGreaterThan(0);

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
    stubApi()
      .on(api.community.content.feed, () =>
        page([{ ...root, children: root.children.map((c) => ({ ...c, children: [] })) }]),
      )
      .on(api.community.content.thread, { params: { contentId: root.id } }, () => ({
        root: { ...root, isMarked: true },
        classicUri: null,
        totalChildCount: 5,
      }));
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
    let deleted = false;
    const stub = stubApi()
      .on(api.community.content.feed, () => page(deleted ? [] : [mine]))
      .on(api.community.content.update, { params: { contentId: mine.id } }, ({ body }) => {
        mine = { ...mine, message: body?.message ?? null, status: 'EDITED' };
        return mine;
      })
      .on(api.community.content.remove, { params: { contentId: mine.id } }, () => {
        deleted = true;
        return null;
      });
    const user = await renderFeed(memberSession);
    await screen.findByText('My post');
    expect(screen.getByText('1 post')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Actions for this post' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Edit', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const edit = screen.getByRole('textbox', { name: 'Edit your text' });
    await user.clear(edit);
    await user.type(edit, '  My edited post  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('My edited post')).toBeTruthy();
    expect(screen.getByText(/Edited/)).toBeTruthy();
    expect(stub.calls(api.community.content.update)[0]?.body).toEqual({ message: 'My edited post' });

    await user.click(screen.getByRole('button', { name: 'Actions for this post' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const modal = await screen.findByRole('dialog', { name: 'Delete post?' });
    await user.click(within(modal).getByRole('button', { name: 'Delete' }));
    // A post without comments leaves the feed, and the post count with it (spec 7.9).
    expect(await screen.findByText('No posts yet. Be the first to share your thoughts.')).toBeTruthy();
    expect(screen.queryByText('My post')).toBeNull();
    expect(screen.queryByText('1 post')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  const myPoll = (totalVotes: number) =>
    thread({
      type: 'POLL',
      message: 'My poll',
      endingAt: new Date(Date.now() + 3 * DAY).toISOString(),
      profile: profile(MEMBER_PROFILE_ID, 'Astrid'),
      poll: {
        options: ['Yes', 'No'].map((message, i) => ({
          id: `a0000000-0000-4000-8000-00000000000${i + 1}`,
          message,
          votes: null,
          percent: null,
          selected: false,
          translation: null,
        })),
        userVoted: false,
        totalVotes,
        ended: false,
      },
    });

  it('offers the author of a poll that has votes neither Edit nor Delete, and shows the total', async () => {
    stubApi().on(api.community.content.feed, () => page([myPoll(2)]));
    const user = await renderFeed(memberSession);
    await screen.findByText('My poll');
    expect(screen.getByText('2 votes')).toBeTruthy();
    const menu = screen.queryByRole('button', { name: 'Actions for this poll' });
    if (menu) {
      await user.click(menu);
      const items = screen.getAllByRole('menuitem').map((m) => m.textContent);
      expect(items).not.toContain('Edit');
      expect(items).not.toContain('Delete');
    }
  });

  it('keeps the delete dialog open and says why when the server refuses', async () => {
    const mine = myPoll(0);
    stubApi()
      .on(api.community.content.feed, () => page([mine]))
      .on(api.community.content.remove, { params: { contentId: mine.id } }, () => apiError('POLL_HAS_VOTES'));
    const user = await renderFeed(memberSession);
    await screen.findByText('My poll');
    await user.click(screen.getByRole('button', { name: 'Actions for this poll' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const modal = await screen.findByRole('dialog', { name: 'Delete poll?' });
    await user.click(within(modal).getByRole('button', { name: 'Delete' }));
    expect(
      await within(modal).findByText('A poll that has votes can be neither edited nor deleted.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Volvo B posts', hidden: true })).getByText('My poll'),
    ).toBeTruthy();
  });

  it('tells the author why Edit is gone after 60 minutes', async () => {
    const longAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    const mine = thread({
      message: 'Old post',
      createdAt: longAgo,
      postedAt: longAgo,
      profile: profile(MEMBER_PROFILE_ID, 'Astrid'),
    });
    stubApi().on(api.community.content.feed, () => page([mine]));
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
    stubApi().on(api.community.content.feed, () => page([theirs]));
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

  it('opens the report dialog on an instrument feed of its own, for a trade event too, and sends the report', async () => {
    const postedAt = new Date(Date.now() - DAY).toISOString();
    const trade = thread({
      type: 'TRADE',
      message: null,
      postedAt,
      tradeEvent: {
        tradeType: 'BUY',
        price: '265.40',
        currency: 'SEK',
        percentageChange: null,
        postedAt,
        instrument: { name: 'Volvo B', logoUrl: null, legacyInstrumentId: 1001, iconUrl: null },
      },
    });
    const stub = stubApi()
      .on(api.community.content.feed, () => page([trade]))
      .on(api.community.moderation.reportContent, { id: 'r-1', status: 'OPEN' });
    const user = await renderFeed(memberSession);
    await screen.findByText('Bought a new holding');
    await user.click(screen.getByRole('button', { name: 'Actions for this trade' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    await user.type(await screen.findByLabelText('Why are you reporting this?'), 'Pump and dump');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Your report has been sent')).toBeTruthy();
    expect(stub.calls(api.community.moderation.reportContent)).toEqual([
      expect.objectContaining({
        params: { contentId: trade.id },
        body: { reportComment: 'Pump and dump', country: 'se' },
      }),
    ]);
  });

  it('shows a visitor no menu at all', async () => {
    stubApi().on(api.community.content.feed, () => page([thread({ message: 'Their post' })]));
    await renderFeed(null);
    await screen.findByText('Their post');
    expect(screen.queryByRole('button', { name: 'Actions for this post' })).toBeNull();
  });
});

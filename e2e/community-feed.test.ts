import { api, type ContentItemView, endpointPath } from '@havn/contract';
import { build } from '@havn/routes';
import { type Member, member } from '@havn/testkit';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Volvo B, the first instrument of the shipped universe. */
const VOLVO = 1001;
const volvoPage = () => build('instrument', { instrumentId: String(VOLVO), instrumentName: 'volvo-b' }, 'en');

/** A browser logged in as a member seeded through the API: the API client's session cookie, handed over. */
async function browserAs(who: Member): Promise<Page> {
  const page = await newPage(e2e);
  await page
    .context()
    .addCookies([...who.client.cookies].map(([name, value]) => ({ name, value, url: e2e.baseUrl })));
  return page;
}

async function postAbout(author: Member, message: string): Promise<ContentItemView> {
  const response = await author.client.post(endpointPath(api.community.content.create.path), {
    type: 'POST',
    message,
    attributes: [{ type: 'INSTRUMENT_ID', value: String(VOLVO) }],
  });
  if (response.statusCode !== 201) throw new Error(`seed: post failed: ${response.body}`);
  return response.json() as ContentItemView;
}

/** The feed thread whose root says `text`. */
function threadWith(page: Page, text: string): Locator {
  return page.locator('.feed-thread').filter({ has: page.locator('.feed-item-root', { hasText: text }) });
}

/** The open stream of a page: resolves once the server has answered the event-stream request. */
function streamOpened(page: Page) {
  return page.waitForResponse((r) => r.url().includes('/api/community/v1/events') && r.status() === 200);
}

describe('the instrument feed in Chromium', () => {
  it('lets a visitor read an instrument feed and asks them to join when they like', async () => {
    const bertil = await member(e2e.server, 'Bertil Bull');
    await postAbout(bertil, 'Volvo trucks are selling well this quarter.');

    const page = await newPage(e2e);
    await page.goto(volvoPage());
    await page.getByRole('heading', { level: 1, name: 'Volvo B' }).waitFor();
    const thread = threadWith(page, 'Volvo trucks are selling well');
    await thread.waitFor();
    expect(await page.title()).toBe('Volvo B – Havn');
    // The spec's sign-up banner: a visitor is asked to open an account, or log in and come back.
    const banner = page.getByRole('complementary', { name: 'New to Havn?' });
    expect(await banner.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `${build('login', {}, 'en')}?redirect_to=${encodeURIComponent(volvoPage())}`,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await thread.getByRole('button', { name: 'Like', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the community' });
    await dialog.waitFor();
    const login = await dialog.getByRole('link', { name: 'Log in' }).getAttribute('href');
    expect(login).toBe(`${build('login', {}, 'en')}?redirect_to=${encodeURIComponent(volvoPage())}`);
    expect(await dialog.getByRole('link', { name: 'Join the community' }).getAttribute('href')).toBe(
      `${build('discover-overview', {}, 'en')}?join=1`,
    );
    await page.keyboard.press('Escape');

    // Writing asks the same.
    await page.getByRole('button', { name: 'Share your thoughts with the community…' }).click();
    await dialog.waitFor();

    // The same page by the instrument's slug.
    await page.goto(build('instrument-by-slug', { instrumentSlug: 'volvo-b' }, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Volvo B' }).waitFor();
    await threadWith(page, 'Volvo trucks are selling well').waitFor();
    await page.context().close();
  });

  it('lets a member post, poll, vote, comment, reply, like and edit within the window', async () => {
    const cecilia = await member(e2e.server, 'Cecilia Capital');
    const page = await browserAs(cecilia);
    await page.goto(volvoPage());
    await page.getByRole('heading', { level: 1, name: 'Volvo B' }).waitFor();

    // A post.
    const box = page.getByRole('textbox', { name: 'Write a post' });
    await box.click();
    await box.fill('Cecilia thinks Volvo is cheap');
    await page.getByRole('button', { name: 'Publish' }).click();
    const post = threadWith(page, 'Cecilia thinks Volvo is cheap');
    await post.waitFor();

    // A poll, voted in: percent bars.
    await box.click();
    await page.getByRole('button', { name: 'Create a poll' }).click();
    await page.getByRole('textbox', { name: 'Poll question' }).fill('Will Volvo beat estimates?');
    await page.getByRole('textbox', { name: 'Option 1' }).fill('Yes');
    await page.getByRole('textbox', { name: 'Option 2' }).fill('No');
    await page.getByRole('combobox', { name: 'Poll length' }).selectOption('2');
    await page.getByRole('button', { name: 'Publish' }).click();
    const poll = threadWith(page, 'Will Volvo beat estimates?');
    await poll.getByRole('button', { name: 'Vote for Yes' }).click();
    await poll.getByText('100%').waitFor();
    await poll.getByText('0%', { exact: true }).waitFor();
    await poll.getByText('1 vote', { exact: true }).waitFor();
    expect(await poll.getByText(/1 day 23 hours left|2 days left/).count()).toBe(1);

    // A comment and a reply.
    await post.getByRole('button', { name: 'Comment', exact: true }).click();
    await post.getByRole('textbox', { name: 'Write a comment' }).fill('Agreed, the order book is strong.');
    await post.getByRole('button', { name: 'Send comment' }).click();
    const comment = post.locator('.feed-item-comment', { hasText: 'Agreed, the order book is strong.' });
    await comment.waitFor();
    await comment.getByRole('button', { name: 'Reply', exact: true }).click();
    await post.getByRole('textbox', { name: /^Write a reply to/ }).fill('Thanks!');
    await post.getByRole('button', { name: 'Send reply' }).click();
    await post.locator('.feed-item-reply', { hasText: 'Thanks!' }).waitFor();

    // A like, which the server keeps.
    const like = post.locator('.feed-item-root').getByRole('button', { name: 'Like', exact: true });
    await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await post.getByRole('button', { name: '1 like: see who' }).waitFor();

    // An edit within the window.
    await post.getByRole('button', { name: 'Actions for this post' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    // While it is edited the thread shows a text box instead of the text it was found by.
    const edit = page.getByRole('textbox', { name: 'Edit your text' });
    await edit.fill('Cecilia thinks Volvo is very cheap');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Cecilia thinks Volvo is very cheap').waitFor();
    await threadWith(page, 'Cecilia thinks Volvo is very cheap').getByText('Edited').waitFor();

    // All of it is the server's, not just the page's.
    await page.reload();
    const again = threadWith(page, 'Cecilia thinks Volvo is very cheap');
    await again.waitFor();
    expect(
      await again
        .locator('.feed-item-root')
        .getByRole('button', { name: 'Like', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await again.getByText('Agreed, the order book is strong.').waitFor();
    await threadWith(page, 'Will Volvo beat estimates?').getByText('100%').waitFor();
    await page.context().close();
  });

  it("shows a second member the first member's new post as it arrives", async () => {
    const dag = await member(e2e.server, 'Dag Dividend');
    const eva = await member(e2e.server, 'Eva Equity');
    const dagPage = await browserAs(dag);
    const evaPage = await browserAs(eva);
    const evaStream = streamOpened(evaPage);
    await evaPage.goto(volvoPage());
    await evaPage.getByRole('heading', { level: 1, name: 'Volvo B' }).waitFor();
    await evaStream;

    await dagPage.goto(volvoPage());
    const box = dagPage.getByRole('textbox', { name: 'Write a post' });
    await box.click();
    await box.fill('Dag says: Volvo dividend announced!');
    await dagPage.getByRole('button', { name: 'Publish' }).click();
    await threadWith(dagPage, 'Dag says: Volvo dividend announced!').waitFor();

    // Eva's list does not jump: a pill says a post arrived, and shows it when asked.
    const pill = evaPage.getByRole('button', { name: '1 new post' });
    await pill.waitFor({ timeout: 15_000 });
    expect(await threadWith(evaPage, 'Dag says: Volvo dividend announced!').count()).toBe(0);
    await pill.click();
    await threadWith(evaPage, 'Dag says: Volvo dividend announced!').waitFor();
    await dagPage.context().close();
    await evaPage.context().close();
  });

  it('has no serious accessibility violations in the feed and the Thread drawer', async () => {
    const frida = await member(e2e.server, 'Frida Fund');
    const gustav = await member(e2e.server, 'Gustav Growth');
    const root = await postAbout(gustav, 'Gustav wonders about Volvo electric trucks.');
    await gustav.client.post(endpointPath(api.community.content.create.path), {
      type: 'COMMENT',
      message: 'They are coming in 2027.',
      parentId: root.id,
    });
    const page = await browserAs(frida);
    await page.goto(volvoPage());
    const thread = threadWith(page, 'Gustav wonders about Volvo electric trucks.');
    await thread.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await thread.getByRole('button', { name: 'Open thread (1 comment)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Thread' });
    await drawer.getByText('They are coming in 2027.').waitFor();
    expect(new URL(page.url()).searchParams.get('contentId')).toBe(root.id);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('contentId')).toBeNull();
    await page.context().close();
  });
});

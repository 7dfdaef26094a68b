import { api, CREATE_GROUP_FIELDS, endpointPath, type GroupView } from '@havn/contract';
import { MUTE_TOAST_MS } from '@havn/domain';
import { build } from '@havn/routes';
import { type Member, member, postMultipart } from '@havn/testkit';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, hydrated, newPage, openWith, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** A browser logged in as a member seeded through the API: the API client's session cookie, handed over. */
async function browserAs(who: Member, options: { narrow?: boolean } = {}): Promise<Page> {
  const page = await newPage(e2e);
  if (options.narrow) await page.setViewportSize({ width: 390, height: 844 });
  await page
    .context()
    .addCookies([...who.client.cookies].map(([name, value]) => ({ name, value, url: e2e.baseUrl })));
  return page;
}

async function createGroupThroughApi(owner: Member, name: string, description = ''): Promise<GroupView> {
  const form = new FormData();
  form.set(CREATE_GROUP_FIELDS.request, JSON.stringify({ name, description, kind: 'PUBLIC' }));
  const response = await postMultipart(
    owner.client,
    'POST',
    endpointPath(api.community.groups.create.path),
    form,
  );
  if (response.statusCode !== 201) throw new Error(`seed: group ${name}: ${response.body}`);
  return response.json() as GroupView;
}

async function postInGroup(author: Member, group: GroupView, message: string): Promise<string> {
  const response = await author.client.post(endpointPath(api.community.content.create.path), {
    type: 'POST',
    message,
    attributes: [{ type: 'GROUP_ID', value: group.id }],
  });
  if (response.statusCode !== 201) throw new Error(`seed: post: ${response.body}`);
  return (response.json() as { id: string }).id;
}

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}

describe('groups, discover and moderation in Chromium', () => {
  it('a member creates a group (name check, logo), edits it; another member joins; discover lists it', async () => {
    const alice = await member(e2e.server, 'Alice');
    const bob = await member(e2e.server, 'Bob');
    await createGroupThroughApi(bob, 'Taken Club');

    const page = await browserAs(alice);
    await page.goto(build('discover-groups', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Discover groups' }).waitFor();
    await page.getByRole('button', { name: 'Create group' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create group' });
    await drawer.waitFor();
    await expectNoSeriousViolations(page, 'create-group drawer');

    const name = drawer.getByLabel('Group name');
    const status = drawer.locator('[aria-live="polite"][data-state]');
    // Too short: the length message after the wait, without asking the server.
    await name.fill('ab');
    await drawer.getByText('Group name must be between 3 and 36 characters').waitFor();
    // Taken.
    await name.fill('Taken Club');
    await drawer.getByText('This group name is already taken').waitFor();
    // Free: typed → wait 1.5 s → validating (held open here so it can be seen) → valid.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/groups/validate-name', async (route) => {
      await held;
      await route.continue();
    });
    await name.fill('  Fjord Investors');
    expect(await name.inputValue()).toBe('Fjord Investors');
    expect(await status.getAttribute('data-state')).toBe('TYPING');
    await drawer.getByText('Checking availability…').waitFor();
    release();
    await drawer.getByText('The name is available').waitFor();
    await page.unroute('**/groups/validate-name');

    await drawer.getByLabel('Description').fill('Long-term investing in Nordic stocks.');
    const logo = await sharp({
      create: { width: 96, height: 96, channels: 3, background: { r: 0, g: 145, b: 149 } },
    })
      .png()
      .toBuffer();
    await drawer.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await drawer.getByRole('img', { name: 'Preview of the chosen logo' }).waitFor();
    await drawer.getByRole('button', { name: 'Create group' }).click();

    await page.getByRole('heading', { level: 1, name: 'Fjord Investors' }).waitFor();
    const groupUrl = new URL(page.url()).pathname;
    expect(groupUrl).toBe(build('group', { slug: 'fjord-investors' }, 'en'));
    await page.getByText('1 member', { exact: true }).waitFor();
    await page.getByText('Public group').waitFor();
    expect(await page.locator('img.gr-group-logo').getAttribute('src')).toMatch(/^\/api\/media\//);
    await expectNoSeriousViolations(page, 'group page');

    // Edit: a new name (checked) and description, shown at once.
    await page.getByRole('button', { name: 'Edit group' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit group' });
    await expect(edit.getByRole('button', { name: 'Save changes' }).isDisabled()).resolves.toBe(true);
    await edit.getByLabel('Group name').fill('Fjord Investors Club');
    await edit.getByText('The name is available').waitFor();
    await edit.getByLabel('Description').fill('Nordic stocks, held for the long run.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fjord Investors Club' }).waitFor();
    await page.getByText('Nordic stocks, held for the long run.').waitFor();
    await page.getByText('The group was updated', { exact: true }).waitFor();
    await page.context().close();

    // Bob joins; the count follows at once and stays after a reload.
    const bobPage = await browserAs(bob);
    await bobPage.goto(groupUrl);
    await bobPage.getByRole('heading', { level: 1, name: 'Fjord Investors Club' }).waitFor();
    // The group page is drawn by the server first: a click before React has taken it over is lost.
    await hydrated(bobPage);
    await bobPage.getByRole('button', { name: 'Join group' }).click();
    await bobPage.getByRole('button', { name: 'Leave group' }).waitFor();
    await bobPage.getByText('2 members', { exact: true }).waitFor();
    await bobPage.reload();
    await bobPage.getByText('2 members', { exact: true }).waitFor();

    // Discover: most active and my groups list it.
    await bobPage.goto(build('discover-groups', { chip: 'most-active' }, 'en'));
    await bobPage.getByRole('link', { name: 'Fjord Investors Club' }).waitFor();
    await expectNoSeriousViolations(bobPage, 'discover groups, most active');
    await bobPage.getByRole('link', { name: 'My groups', exact: true }).click();
    await bobPage.waitForURL(`**${build('discover-groups', { chip: 'my-groups' }, 'en')}`);
    const mine = bobPage.getByTestId('discover-groups-list-my-groups');
    await mine.getByRole('link', { name: 'Fjord Investors Club' }).waitFor();
    await mine.getByRole('link', { name: 'Taken Club' }).waitFor();

    await bobPage.goto(build('discover-overview', {}, 'en'));
    await bobPage
      .getByTestId('discover-groups-most-active')
      .getByRole('link', { name: 'Fjord Investors Club' })
      .waitFor();
    await bobPage.getByTestId('discover-users').getByRole('link', { name: 'Alice' }).waitFor();
    await expectNoSeriousViolations(bobPage, 'discover overview');
    await bobPage.getByRole('link', { name: 'My holdings' }).click();
    await bobPage.getByRole('heading', { name: 'Your holdings in the community' }).waitFor();
    await bobPage.goto(build('discover-users', {}, 'en'));
    await bobPage.getByRole('link', { name: 'Alice' }).waitFor();
    await expectNoSeriousViolations(bobPage, 'discover users');
    await bobPage.context().close();
  });

  it('a visitor reads the discover pages and is asked to log in to join or create', async () => {
    const owner = await member(e2e.server, 'Greta');
    const group = await createGroupThroughApi(owner, 'Open Door Investors');
    const page = await newPage(e2e);
    await page.goto(build('discover-overview', {}, 'en'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Community' })
      .waitFor();
    await page
      .getByTestId('discover-groups-most-active')
      .getByRole('link', { name: 'Open Door Investors' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Open Door Investors' }).waitFor();
    await page.getByRole('link', { name: 'Log in to join' }).waitFor();
    await expectNoSeriousViolations(page, 'group page, visitor');
    expect(new URL(page.url()).pathname).toBe(build('group', { slug: group.slug }, 'en'));
    await page.context().close();
  });

  describe('a member reports a post and mutes its author', () => {
    let carl: Member;
    let dana: Member;
    let erik: Member;
    let group: GroupView;
    let postId: string;
    beforeAll(async () => {
      carl = await member(e2e.server, 'Carl');
      dana = await member(e2e.server, 'Dana');
      erik = await member(e2e.server, 'Erik');
      group = await createGroupThroughApi(carl, 'Dividend Hunters');
      postId = await postInGroup(carl, group, 'Buy everything now, guaranteed 500% returns!');
    });

    it('reports it and finds the report under review', async () => {
      const page = await browserAs(dana);
      await page.goto(build('group', { slug: group.slug }, 'en'));
      const post = page.getByRole('article').filter({ hasText: 'guaranteed 500% returns' }).first();
      await post.waitFor();
      const reportItem = page.getByRole('menuitem', { name: 'Report' });
      await openWith(post.getByRole('button', { name: 'Actions for this post' }), reportItem);
      await reportItem.click();

      const modal = page.getByRole('dialog', { name: 'Report content' });
      await modal.waitFor();
      await expectNoSeriousViolations(page, 'report modal');
      const send = modal.getByRole('button', { name: 'Send report' });
      expect(await send.isDisabled()).toBe(true);
      await modal.getByLabel('Why are you reporting this?').fill('Promises returns: looks like a scam.');
      await modal.getByText('36/500').waitFor();
      await send.click();
      await modal.getByText('Your report has been sent').waitFor();
      await modal
        .getByText(
          'Thank you for your report. Community moderators will follow up on any content that violates the terms.',
        )
        .waitFor();
      await modal.getByRole('button', { name: 'Close' }).last().click();

      // The report is in "My reports" on the discover overview, under review.
      const mine = await dana.client.get(endpointPath(api.community.moderation.myReports.path));
      expect((mine.json() as { reports: { contentId: string; status: string }[] }).reports).toEqual([
        expect.objectContaining({ contentId: postId, status: 'OPEN' }),
      ]);
      await page.goto(build('discover-overview', {}, 'en'));
      await page.getByRole('button', { name: 'My reports' }).click();
      const reports = page.getByRole('dialog', { name: 'My reports' });
      await reports.getByText('Under review').waitFor();
      await reports.getByText('Promises returns: looks like a scam.').waitFor();
      await expectNoSeriousViolations(page, 'my reports');
      await page.context().close();
    });

    it('mutes from the menu at once, under a toast that stays 7 s', async () => {
      const page = await browserAs(dana);
      await page.goto(build('group', { slug: group.slug }, 'en'));
      const post = page.getByRole('article').filter({ hasText: 'guaranteed 500% returns' }).first();
      const muteItem = page.getByRole('menuitem', { name: 'Mute Carl' });
      await openWith(post.getByRole('button', { name: 'Actions for this post' }), muteItem);
      // The page itself notes when the toast comes and goes, so a busy test process reading late
      // cannot make the toast look shorter or longer than it was.
      await page.evaluate(`(() => {
        const marks = {};
        window.toastMarks = marks;
        const present = () => document.body.innerText.includes('Carl is muted');
        new MutationObserver(() => {
          if (marks.shown === undefined && present()) marks.shown = performance.now();
          else if (marks.shown !== undefined && marks.gone === undefined && !present()) marks.gone = performance.now();
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      })()`);
      await muteItem.click();
      const toast = page.getByText('Carl is muted', { exact: true });
      await toast.waitFor();
      await page.getByRole('button', { name: 'Undo' }).waitFor();
      const muted = await dana.client.get(endpointPath(api.community.profiles.muted.path));
      expect((muted.json() as { profiles: { id: string }[] }).profiles.map((p) => p.id)).toEqual([
        carl.profileId,
      ]);
      await toast.waitFor({ state: 'detached', timeout: MUTE_TOAST_MS + 10_000 });
      const marks = (await page.evaluate('window.toastMarks')) as { shown?: number; gone?: number };
      expect(marks.shown).toBeDefined();
      expect(marks.gone).toBeDefined();
      expect((marks.gone ?? 0) - (marks.shown ?? 0)).toBeGreaterThanOrEqual(MUTE_TOAST_MS - 500);
      await page.context().close();
    });

    it('on a phone mute is a toggle applied when the sheet closes', async () => {
      const phone = await browserAs(erik, { narrow: true });
      await phone.goto(build('group', { slug: group.slug }, 'en'));
      const phonePost = phone.getByRole('article').filter({ hasText: 'guaranteed 500% returns' }).first();
      await phonePost.waitFor();
      const phoneMuteItem = phone.getByRole('menuitem', { name: 'Mute Carl' });
      await openWith(phonePost.getByRole('button', { name: 'Actions for this post' }), phoneMuteItem);
      await phoneMuteItem.click();
      const sheet = phone.getByRole('dialog', { name: 'Mute Carl' });
      await sheet.getByRole('switch', { name: 'Mute Carl' }).click();
      const before = await erik.client.get(endpointPath(api.community.profiles.muted.path));
      expect((before.json() as { profiles: unknown[] }).profiles).toEqual([]);
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect
        .poll(async () => {
          const after = await erik.client.get(endpointPath(api.community.profiles.muted.path));
          return (after.json() as { profiles: { id: string }[] }).profiles.map((p) => p.id);
        })
        .toEqual([carl.profileId]);
      await phone.context().close();
    });
  });
});

import { build } from '@havn/routes';
import { member, registerCustomer } from '@havn/testkit';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

const greta = { username: 'greta', password: 'growth over decades 9', country: 'se', name: 'Greta Berg' };
const ola = { username: 'ola', password: 'fjord and mountain 7', country: 'no', name: 'Ola Nordmann' };
let e2e: E2E;
let boSlug: string;

beforeAll(async () => {
  e2e = await startE2E();
  // Another member to follow and mute, joined through the API.
  const bo = await member(e2e.server, 'Bo Invest');
  const profile = await bo.client.get('/api/community/v1/profiles/me');
  boSlug = (profile.json() as { slug: string }).slug;
  await registerCustomer(e2e.server, greta);
});
afterAll(async () => {
  await e2e?.close();
});

async function logIn(page: Page, redirectTo: string) {
  await page.goto(`${build('login', {}, 'en')}?redirect_to=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel('Username').fill(greta.username);
  await page.getByLabel('Password').fill(greta.password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await page.getByTestId('session-user').waitFor();
}

/** The state the username field is in (spec section 4), as the field itself reports it. */
async function usernameState(page: Page, state: string) {
  await page.locator(`[data-username-state="${state}"]`).waitFor();
}

async function myProfile(page: Page) {
  const response = await page.request.get('/api/community/v1/profiles/me');
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

describe('a customer becomes a community member, and leaves and comes back', () => {
  it('joins, shares, uploads, writes a bio, follows, mutes, deactivates and reactivates', async () => {
    const page = await newPage(e2e);
    const overview = build('accounts-overview', {}, 'en');
    await logIn(page, overview);
    await page.waitForURL(`**${overview}`);

    // The community card on the accounts overview offers to join.
    const card = page.locator('.cp-card');
    await card.getByRole('button', { name: 'Join the community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the community' });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Every kind of answer the username check gives, as the user types.
    const username = dialog.getByLabel('Username');
    await username.fill('ab');
    await usernameState(page, 'INVALID_SHORT');
    await dialog.getByText('Username must be between 3 and 30 characters long.').waitFor();
    await username.fill('bad#name');
    await dialog.getByText('Usernames can not contain "#".').waitFor();
    await username.fill('');
    await dialog.getByText('No username entered.').waitFor();
    await username.fill('Bo Invest');
    await usernameState(page, 'VALID_ON_CLIENT');
    await usernameState(page, 'ALREADY_EXISTS');
    await dialog.getByText('Username is already taken.').waitFor();
    await username.fill('Havn Support');
    await usernameState(page, 'UNAVAILABLE');
    await username.fill('Greta Growth');
    await usernameState(page, 'VALID');
    await dialog.getByText('Username is available').waitFor();

    // A preset avatar and the terms; create is refused until the terms are accepted.
    await dialog.locator('label.cp-preset', { hasText: 'Pink avatar 3' }).click();
    expect(await dialog.getByRole('radio', { name: 'Pink avatar 3' }).isChecked()).toBe(true);
    const create = dialog.getByRole('button', { name: 'Create account' });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('I accept the community terms and guidelines.').check();
    await create.click();

    // Step 2: share the ISK as a portfolio.
    await page.getByRole('dialog', { name: 'Share your portfolio' }).waitFor();
    const share = page.getByRole('switch', { name: /Investment savings account \(ISK\)/ });
    expect(await share.getAttribute('aria-checked')).toBe('false');
    await share.click();
    await page.waitForFunction(
      async () => {
        const response = await fetch('/api/community/v1/shareable-accounts');
        const accounts = (await response.json()) as { shared: boolean }[];
        return accounts.some((a) => a.shared);
      },
      undefined,
      { polling: 200 },
    );
    expect(await share.getAttribute('aria-checked')).toBe('true');
    expect((await myProfile(page)).body.avatarUri).toBe('preset:pink-3');
    await page.getByRole('button', { name: 'Done', exact: true }).click();

    // Done leads to the new profile.
    await page.getByRole('heading', { level: 1, name: 'Greta Growth' }).waitFor();
    await page.getByText('Just Joined').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Edit: the username is shown but disabled; an uploaded avatar; the bio saves itself.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit profile' });
    await drawer.waitFor();
    expect(await drawer.getByLabel('Username').isDisabled()).toBe(true);
    expect(await drawer.getByLabel('Username').inputValue()).toBe('Greta Growth');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const png = await sharp({
      create: { width: 96, height: 96, channels: 3, background: { r: 0, g: 145, b: 149 } },
    })
      .png()
      .toBuffer();
    await drawer
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await drawer.getByText('Your profile picture is saved.').waitFor();
    const avatar = String((await myProfile(page)).body.avatarUri);
    expect(avatar).toMatch(/^\/api\/media\//);
    expect(await page.locator(`.cp-profile-header img[src="${avatar}"]`).count()).toBe(1);

    // The picker names and takes the spec's older types too: an X11 pixmap becomes the avatar.
    await drawer.getByText('JPEG, PNG, GIF, TIFF, PCX, DCX, WBMP, XBM or XPM, at most 1 MB.').waitFor();
    const xpm =
      '/* XPM */\nstatic char *me[] = {\n"4 4 2 1",\n". c #009195",\n"# c None",\n"..##",\n"..##",\n"##..",\n"##.."\n};\n';
    await drawer
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'me.xpm', mimeType: 'image/x-xpixmap', buffer: Buffer.from(xpm) });
    await expect.poll(async () => String((await myProfile(page)).body.avatarUri)).not.toBe(avatar);
    const pixmap = String((await myProfile(page)).body.avatarUri);
    await page.locator(`.cp-profile-header img[src="${pixmap}"]`).waitFor();

    await drawer.getByLabel('Bio').fill('Long-term investor in Nordic dividends.');
    await drawer.getByText('Saved', { exact: true }).waitFor();
    expect((await myProfile(page)).body.description).toBe('Long-term investor in Nordic dividends.');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.locator('.cp-bio', { hasText: 'Long-term investor in Nordic dividends.' }).waitFor();

    // Follow another member: the count changes at once and stays after a reload.
    await page.goto(build('user-profile', { slug: boSlug }, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Bo Invest' }).waitFor();
    await page.getByRole('button', { name: '0 followers', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: '1 follower', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: '1 follower', exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Mute from the profile, unmute in the muted-users modal of the edit drawer.
    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    await page.locator('.toast-title', { hasText: 'You muted Bo Invest.' }).waitFor();
    await page.getByRole('button', { name: 'Unmute', exact: true }).waitFor();
    await page.goto(overview);
    await card.getByRole('link', { name: 'Greta Growth' }).click();
    await page.getByRole('heading', { level: 1, name: 'Greta Growth' }).waitFor();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await drawer.getByRole('button', { name: 'Show muted users' }).click();
    const muted = page.getByRole('dialog', { name: 'Muted users' });
    await muted.getByText('Bo Invest').waitFor();
    await muted.getByRole('button', { name: 'Unmute Bo Invest' }).click();
    await muted.getByText('You have not muted anyone.').waitFor();
    await page.keyboard.press('Escape');
    await muted.waitFor({ state: 'hidden' });
    const mutedList = await page.request.get('/api/community/v1/profiles/me/muted');
    expect(((await mutedList.json()) as { profiles: unknown[] }).profiles).toEqual([]);

    // Deactivate: confirm, done, close: back to where we came from, the card offers reactivation.
    await drawer.getByRole('button', { name: 'Deactivate account' }).click();
    const deactivate = page.getByRole('dialog', { name: 'Deactivate community account' });
    await deactivate.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await deactivate.getByText('Your community account is deactivated.').waitFor();
    await deactivate.getByRole('button', { name: 'Close' }).last().click();
    await page.waitForURL(`**${overview}`);
    expect((await myProfile(page)).body.status).toBe('DEACTIVATED');
    const publicView = await e2e.server.client().get('/api/community/v1/profiles/greta-growth');
    expect(publicView.statusCode).toBe(404);

    // Reactivate from the card: the 200 leads straight to the sharing step.
    await card.getByRole('button', { name: 'Reactivate community account' }).click();
    const welcome = page.getByRole('dialog', { name: 'Reactivate your community account' });
    await welcome.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await page.getByRole('dialog', { name: 'Share your portfolio' }).waitFor();
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Greta Growth' }).waitFor();
    expect((await myProfile(page)).body.status).toBe('ACTIVE');
    await page.context().close();
  });

  it('shows a clear not-found page for an unknown member, and a log-in prompt to visitors', async () => {
    const page = await newPage(e2e);
    await page.goto(build('user-profile', { slug: 'nobody-here' }, 'en'));
    await page.getByRole('heading', { name: 'Member not found' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(build('user-profile', { slug: boSlug }, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Bo Invest' }).waitFor();
    const login = page.getByRole('link', { name: 'Log in to join the community' });
    const href = (await login.getAttribute('href')) ?? '';
    expect(decodeURIComponent(href)).toContain(
      `redirect_to=${build('user-profile', { slug: boSlug }, 'en')}?join=1`,
    );

    // Logging in from there comes back with the onboarding open (`?join=1`); closing it drops the flag.
    await registerCustomer(e2e.server, ola);
    await login.click();
    await page.getByLabel('Username').fill(ola.username);
    await page.getByLabel('Password').fill(ola.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    const onboarding = page.getByRole('dialog', { name: 'Join the community' });
    await onboarding.waitFor();
    expect(page.url()).toContain('join=1');
    await page.keyboard.press('Escape');
    await onboarding.waitFor({ state: 'hidden' });
    expect(page.url()).not.toContain('join=1');
    await page.getByRole('button', { name: 'Join the community' }).waitFor();
    await page.context().close();
  });
});

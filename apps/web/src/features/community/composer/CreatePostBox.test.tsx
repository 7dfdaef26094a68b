import { api, type ResponseOf, type SessionUser } from '@havn/contract/web';
import { POLL_MAX_OPTIONS } from '@havn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { memberSession, thread } from '../content/fixtures.ts';
import { InteractionGateProvider } from '../content/InteractionGate.tsx';
import { feedKeys } from '../feed/queries.ts';
import { CreatePostBox } from './CreatePostBox.tsx';

const target = { instrumentId: 1001 } as const;

async function renderBox(session: SessionUser | null = memberSession) {
  const user = userEvent.setup();
  await renderWithApp(
    <InteractionGateProvider>
      <CreatePostBox target={target} feedKey={feedKeys.feed(target, 'en')} />
    </InteractionGateProvider>,
    { path: '/en/market/instruments/1001-volvo-b', session },
  );
  return user;
}

describe('the create-post box (spec section 4, Create-post)', () => {
  it('starts collapsed and expands on focus', async () => {
    stubApi();
    const user = await renderBox();
    const text = await screen.findByRole('textbox', { name: 'Write a post' });
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.click(text);
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    await user.type(text, 'Volvo looks cheap');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', false);
  });

  it('switches to poll mode with 2 to 7 options: add disabled at 7, remove only above 2', async () => {
    stubApi();
    const user = await renderBox();
    await user.click(await screen.findByRole('textbox', { name: 'Write a post' }));
    await user.click(screen.getByRole('button', { name: 'Create a poll' }));
    expect(screen.getByRole('button', { name: 'Create a poll' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Poll question' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Remove option/ })).toBeNull();

    const add = screen.getByRole('button', { name: 'Add option' });
    for (let n = 3; n <= POLL_MAX_OPTIONS; n++) await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(7);
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('button', { name: /^Remove option/ })).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Remove option 7' }));
    expect(add).toHaveProperty('disabled', false);
    for (let n = 6; n > 2; n--) await user.click(screen.getByRole('button', { name: `Remove option ${n}` }));
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Remove option/ })).toBeNull();
  });

  it('offers poll lengths of 1 to 7 days, 3 by default', async () => {
    stubApi();
    const user = await renderBox();
    await user.click(await screen.findByRole('textbox', { name: 'Write a post' }));
    await user.click(screen.getByRole('button', { name: 'Create a poll' }));
    const length = screen.getByRole('combobox', { name: 'Poll length' }) as HTMLSelectElement;
    expect(
      within(length)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 day', '2 days', '3 days', '4 days', '5 days', '6 days', '7 days']);
    expect(length.value).toBe('3');
  });

  it("says 'Maximum {limit} characters' past a limit and will not publish", async () => {
    stubApi();
    const user = await renderBox();
    await user.click(await screen.findByRole('textbox', { name: 'Write a post' }));
    await user.click(screen.getByRole('button', { name: 'Create a poll' }));
    const question = screen.getByRole('textbox', { name: 'Poll question' });
    await user.click(question);
    await user.paste('x'.repeat(281));
    expect(screen.getByText('Maximum 280 characters')).toBeTruthy();
    expect(question.getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'y'.repeat(31));
    expect(screen.getByText('Maximum 30 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
  });

  it('names a pasted bidi override, which the server refuses, and publishes once it is gone', async () => {
    stubApi();
    const user = await renderBox();
    const post = await screen.findByRole('textbox', { name: 'Write a post' });
    await user.click(post);
    await user.paste('Buy \u202Eevlov');
    expect(
      screen.getByText(
        'The text holds hidden control characters (often from pasting). Remove them to continue.',
      ),
    ).toBeTruthy();
    expect(post.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    await user.clear(post);
    await user.type(post, 'Buy Volvo');
    expect(screen.queryByText(/hidden control characters/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', false);
  });

  it('says which option repeats an earlier one and will not publish until it differs', async () => {
    stubApi();
    const user = await renderBox();
    await user.click(await screen.findByRole('textbox', { name: 'Write a post' }));
    await user.click(screen.getByRole('button', { name: 'Create a poll' }));
    await user.type(screen.getByRole('textbox', { name: 'Poll question' }), 'Buy or sell?');
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Buy');
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), ' buy');
    expect(
      screen.getByText('Option 2 is the same as an earlier one. Each option must be different.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'back');
    expect(screen.queryByText(/is the same as an earlier one/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', false);
  });

  it('sends the poll with its options, end date and instrument, and disables publish while sending', async () => {
    const created = deferred<ResponseOf<typeof api.community.content.create>>();
    const stub = stubApi().on(api.community.content.create, () => created.promise);
    const user = await renderBox();
    await user.click(await screen.findByRole('textbox', { name: 'Write a post' }));
    await user.click(screen.getByRole('button', { name: 'Create a poll' }));
    await user.type(screen.getByRole('textbox', { name: 'Poll question' }), 'Buy or sell?');
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Buy');
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'Sell');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Poll length' }), '5');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const sending = await screen.findByRole('button', { name: 'Publishing…' });
    expect(sending).toHaveProperty('disabled', true);
    const sent = stub.calls(api.community.content.create)[0]?.body;
    // The blank third option is left out, not sent.
    expect(sent).toMatchObject({
      type: 'POLL',
      message: 'Buy or sell?',
      options: ['Buy', 'Sell'],
      attributes: [{ type: 'INSTRUMENT_ID', value: '1001' }],
    });
    const days = (Date.parse(sent?.endDate ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.99);
    expect(days).toBeLessThanOrEqual(5);

    created.resolve(thread({ type: 'POLL', message: 'Buy or sell?' }));
    // Published: the box collapses and empties.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Write a post' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the posting error on failure and keeps what was written', async () => {
    stubApi().on(api.community.content.create, apiError('INTERNAL'));
    const user = await renderBox();
    const text = await screen.findByRole('textbox', { name: 'Write a post' });
    await user.click(text);
    await user.type(text, 'My first post');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong while posting, try again.',
    );
    expect((text as HTMLTextAreaElement).value).toBe('My first post');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', false);
  });

  it('sends one Idempotency-Key per intended post: the same on a retry, a new one for other text', async () => {
    let fail = true;
    const stub = stubApi().on(api.community.content.create, ({ body }) =>
      fail ? apiError('INTERNAL') : thread({ message: body?.message ?? '' }),
    );
    const user = await renderBox();
    const text = await screen.findByRole('textbox', { name: 'Write a post' });
    await user.click(text);
    await user.type(text, 'Posted once');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByRole('alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(''));
    await user.click(text);
    await user.type(text, 'Posted once');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(stub.calls(api.community.content.create)).toHaveLength(3));
    const keys = stub.calls(api.community.content.create).map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The retry is the same post; the same text written again afterwards is a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('asks a visitor to log in or join instead of opening the box', async () => {
    stubApi();
    const user = await renderBox(null);
    await user.click(await screen.findByRole('button', { name: 'Share your thoughts with the community…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the community' });
    const login = within(dialog).getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe(
      `/en/login?redirect_to=${encodeURIComponent('/en/market/instruments/1001-volvo-b')}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Join the community' }).getAttribute('href')).toMatch(
      /\?join=1$/,
    );
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { problem, renderForTest, type StubAnswer, sentBody, stubFetch } from '../profile/render-for-test.tsx';
import { CreateAccountStep } from './CreateAccountStep.tsx';

/** A server answer the test releases when it wants, to see the CHECKING state in between. */
function deferred() {
  let release: (answer: StubAnswer) => void = () => {};
  const promise = new Promise<StubAnswer>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const field = () => screen.getByLabelText('Username');
const state = () => field().closest('[data-username-state]')?.getAttribute('data-username-state');
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the username check (spec sections 4 and 5)', () => {
  it('decides the client-side states at once, with the spec messages, and asks nobody', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: { result: 'VALID' } }));
    await renderForTest(<CreateAccountStep onCreated={() => {}} />);
    expect(state()).toBe('EMPTY');
    expect(screen.queryByText('No username entered.')).toBeNull();

    type('ab');
    expect(state()).toBe('INVALID_SHORT');
    expect(screen.getByText('Username must be between 3 and 30 characters long.')).toBeTruthy();

    type('a'.repeat(31));
    expect(state()).toBe('INVALID_LONG');
    expect(screen.getByText('Username must be between 3 and 30 characters long.')).toBeTruthy();

    type('bad#name');
    expect(state()).toBe('INVALID');
    expect(screen.getByText('Usernames can not contain "#".')).toBeTruthy();

    type('two  spaces');
    expect(state()).toBe('INVALID');
    expect(
      screen.getByText(
        'Usernames must contain letters and/or numbers and can not end with a space or have consecutive spacing.',
      ),
    ).toBeTruthy();

    type('');
    expect(state()).toBe('EMPTY');
    expect(screen.getByText('No username entered.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');

    type('Anna Invest');
    expect(state()).toBe('VALID_ON_CLIENT');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server 1 s after typing stops: CHECKING, then VALID', async () => {
    const answer = deferred();
    const fetch = stubFetch(() => answer.promise);
    await renderForTest(<CreateAccountStep onCreated={() => {}} />);
    type('Ann');
    await wait(600);
    type('Anna');
    await wait(600);
    type('Anna B');
    await wait(999);
    expect(fetch).not.toHaveBeenCalled();
    expect(state()).toBe('VALID_ON_CLIENT');

    await wait(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/community/v1/profiles/validate-username');
    expect(sentBody(init)).toEqual({ username: 'Anna B' });
    expect(state()).toBe('CHECKING');
    expect(screen.getByText('Checking whether the username is available…')).toBeTruthy();

    answer.release({ status: 200, body: { result: 'VALID' } });
    await wait(0);
    expect(state()).toBe('VALID');
    expect(screen.getByText('Username is available')).toBeTruthy();
  });

  it.each([
    ['ALREADY_EXISTS', { status: 200, body: { result: 'ALREADY_EXISTS' } }, 'Username is already taken.'],
    ['UNAVAILABLE', { status: 200, body: { result: 'UNAVAILABLE' } }, 'Could not create user.'],
    ['ERROR', problem(500, 'INTERNAL'), 'Could not create user.'],
  ] as const)('shows %s with its message', async (expected, answer, message) => {
    stubFetch(() => answer);
    await renderForTest(<CreateAccountStep onCreated={() => {}} />);
    type('taken name');
    await wait(1000);
    await wait(0);
    expect(state()).toBe(expected);
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('creates only with an available name and accepted terms; a failure shows for 5 seconds', async () => {
    const fetch = stubFetch((method, url) => {
      if (url.endsWith('/validate-username')) return { status: 200, body: { result: 'VALID' } };
      if (method === 'POST' && url === '/api/community/v1/profiles') return problem(409, 'USERNAME_TAKEN');
      return problem(404, 'NOT_FOUND');
    });
    const onCreated = vi.fn();
    await renderForTest(<CreateAccountStep onCreated={onCreated} />);
    const create = () => screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;
    type('Free Name');
    expect(create().disabled).toBe(true);
    await wait(1000);
    await wait(0);
    expect(state()).toBe('VALID');
    expect(create().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I accept the community terms and guidelines.'));
    expect(create().disabled).toBe(false);

    fireEvent.click(create());
    await wait(0);
    const post = fetch.mock.calls.find(
      ([, init]) => init?.method === 'POST' && init.body instanceof FormData,
    );
    const form = post?.[1]?.body as FormData;
    expect(form.get('username')).toBe('Free Name');
    expect(form.get('acceptedTerms')).toBe('true');
    expect(form.get('avatarUri')).toBe('preset:green-1');
    expect(
      screen.getByText('Error code: That username is already registered. Choose another, or log in.'),
    ).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();

    await wait(4999);
    expect(screen.queryByText(/^Error code:/)).not.toBeNull();
    await wait(1);
    expect(screen.queryByText(/^Error code:/)).toBeNull();
  });

  it('refuses an avatar file of the wrong type or over 1 MB before sending it', async () => {
    stubFetch(() => problem(500, 'INTERNAL'));
    await renderForTest(<CreateAccountStep onCreated={() => {}} />);
    const input = screen.getByLabelText('Upload an image');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('Invalid file format')).toBeTruthy();
    const big = new File([new Uint8Array(1048577)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText('File size is too large')).toBeTruthy();
  });
});

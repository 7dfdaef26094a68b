import { api, type ResponseOf } from '@havn/contract/web';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { CreateAccountStep } from './CreateAccountStep.tsx';

const validate = api.community.profiles.validateUsername;

const field = () => screen.getByLabelText('Username');
const state = () => field().closest('[data-username-state]')?.getAttribute('data-username-state');
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the username check (spec sections 4 and 5)', () => {
  it('decides the client-side states at once, with the spec messages, and asks nobody', async () => {
    const stub = stubApi().on(validate, { result: 'VALID' });
    await renderWithApp(<CreateAccountStep onCreated={() => {}} />);
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
    expect(stub.calls()).toHaveLength(0);
  });

  it('asks the server 1 s after typing stops: CHECKING, then VALID', async () => {
    const answer = deferred<ResponseOf<typeof validate>>();
    const stub = stubApi().on(validate, () => answer.promise);
    await renderWithApp(<CreateAccountStep onCreated={() => {}} />);
    type('Ann');
    await wait(600);
    type('Anna');
    await wait(600);
    type('Anna B');
    await wait(999);
    expect(stub.calls()).toHaveLength(0);
    expect(state()).toBe('VALID_ON_CLIENT');

    await wait(1);
    expect(stub.calls()).toHaveLength(1);
    expect(stub.calls(validate)[0]?.body).toEqual({ username: 'Anna B' });
    expect(state()).toBe('CHECKING');
    expect(screen.getByText('Checking whether the username is available…')).toBeTruthy();

    answer.resolve({ result: 'VALID' });
    await wait(0);
    expect(state()).toBe('VALID');
    expect(screen.getByText('Username is available')).toBeTruthy();
  });

  it.each([
    ['ALREADY_EXISTS', { result: 'ALREADY_EXISTS' }, 'Username is already taken.'],
    ['UNAVAILABLE', { result: 'UNAVAILABLE' }, 'Could not create user.'],
    ['ERROR', apiError('INTERNAL'), 'Could not create user.'],
  ] as const)('shows %s with its message', async (expected, answer, message) => {
    stubApi().on(validate, answer);
    await renderWithApp(<CreateAccountStep onCreated={() => {}} />);
    type('taken name');
    await wait(1000);
    await wait(0);
    expect(state()).toBe(expected);
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('creates only with an available name and accepted terms; a failure shows for 5 seconds', async () => {
    const stub = stubApi()
      .on(validate, { result: 'VALID' })
      .on(api.community.profiles.create, apiError('USERNAME_TAKEN'));
    const onCreated = vi.fn();
    await renderWithApp(<CreateAccountStep onCreated={onCreated} />);
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
    const form = stub.calls(api.community.profiles.create)[0]?.form;
    expect(form?.get('username')).toBe('Free Name');
    expect(form?.get('acceptedTerms')).toBe('true');
    expect(form?.get('avatarUri')).toBe('preset:green-1');
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
    stubApi();
    await renderWithApp(<CreateAccountStep onCreated={() => {}} />);
    const input = screen.getByLabelText('Upload an image');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('Invalid file format')).toBeTruthy();
    const big = new File([new Uint8Array(1048577)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText('File size is too large')).toBeTruthy();
  });
});

import { api, type ResponseOf } from '@havn/contract/web';
import { GROUP_NAME_DEBOUNCE_MS, UPLOAD_MAX_BYTES } from '@havn/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { type Answer, type ApiStub, apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { CreateGroupDrawer } from './CreateGroupDrawer.tsx';
import { MEMBER } from './fixtures.ts';

const validateName = api.community.groups.validateName;
const validateCalls = (stub: ApiStub) => stub.calls(validateName);
const stubNameCheck = (answer: Answer<typeof validateName>) => stubApi().on(validateName, answer);
const renderDrawer = () =>
  renderWithApp(<CreateGroupDrawer open onOpenChange={() => {}} />, { session: MEMBER });

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function nameInput() {
  return screen.getByLabelText('Group name') as HTMLInputElement;
}

function createButton() {
  return screen.getByRole('button', { name: 'Create group' });
}

describe('the create-group drawer: name checked 1.5 s after typing stops (spec section 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1.5 s, shows validating, then valid; create needs the available name', async () => {
    const answer = deferred<ResponseOf<typeof validateName>>();
    const stub = stubNameCheck(() => answer.promise);
    await renderDrawer();

    expect(createButton()).toHaveProperty('disabled', true);
    fireEvent.change(nameInput(), { target: { value: '   Nordic dividends' } });
    // Leading whitespace is removed as it is typed.
    expect(nameInput().value).toBe('Nordic dividends');

    await wait(GROUP_NAME_DEBOUNCE_MS - 1);
    expect(validateCalls(stub)).toHaveLength(0);
    expect(screen.queryByText('Checking availability…')).toBeNull();

    await wait(1);
    expect(validateCalls(stub)).toHaveLength(1);
    expect(validateCalls(stub)[0]?.body).toEqual({ groupName: 'Nordic dividends' });
    expect(screen.getByText('Checking availability…')).toBeTruthy();
    expect(createButton()).toHaveProperty('disabled', true);

    await act(async () => answer.resolve({ result: 'VALID' }));
    expect(screen.getByText('The name is available')).toBeTruthy();
    expect(createButton()).toHaveProperty('disabled', false);
  });

  it('restarts the wait on every keystroke and checks only the last name', async () => {
    const stub = stubNameCheck({ result: 'VALID' });
    await renderDrawer();
    fireEvent.change(nameInput(), { target: { value: 'Nor' } });
    await wait(1000);
    fireEvent.change(nameInput(), { target: { value: 'Nordic' } });
    await wait(1000);
    expect(validateCalls(stub)).toHaveLength(0);
    await wait(500);
    expect(validateCalls(stub).map((c) => c.body)).toEqual([{ groupName: 'Nordic' }]);
  });

  it('says the name is taken', async () => {
    stubNameCheck({ result: 'ALREADY_EXISTS' });
    await renderDrawer();
    fireEvent.change(nameInput(), { target: { value: 'Taken name' } });
    await wait(GROUP_NAME_DEBOUNCE_MS);
    expect(screen.getByText('This group name is already taken')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(createButton()).toHaveProperty('disabled', true);
  });

  it('says the check failed when the call fails', async () => {
    stubNameCheck(apiError('INTERNAL'));
    await renderDrawer();
    fireEvent.change(nameInput(), { target: { value: 'Any name' } });
    await wait(GROUP_NAME_DEBOUNCE_MS);
    expect(screen.getByText('Unable to check name availability')).toBeTruthy();
    expect(createButton()).toHaveProperty('disabled', true);
  });

  it('shows the length message without asking the server, and refuses a name of only spaces', async () => {
    const stub = stubNameCheck({ result: 'VALID' });
    await renderDrawer();
    fireEvent.change(nameInput(), { target: { value: 'ab' } });
    await wait(GROUP_NAME_DEBOUNCE_MS);
    expect(screen.getByText('Group name must be between 3 and 36 characters')).toBeTruthy();

    fireEvent.change(nameInput(), { target: { value: 'x'.repeat(37) } });
    await wait(GROUP_NAME_DEBOUNCE_MS);
    expect(screen.getByText('Group name must be between 3 and 36 characters')).toBeTruthy();

    fireEvent.change(nameInput(), { target: { value: '     ' } });
    expect(nameInput().value).toBe('');
    await wait(GROUP_NAME_DEBOUNCE_MS);
    expect(screen.getByText('Group name must be between 3 and 36 characters')).toBeTruthy();
    expect(validateCalls(stub)).toHaveLength(0);
    expect(createButton()).toHaveProperty('disabled', true);
  });

  it.each([
    ['a bidi override', 'Safe \u202Egnp.exe'],
    ['a zero-width space', 'Nordic\u200BValue'],
    ['Cyrillic mixed into Latin', '\u0410strid Fans'],
  ])('says a name with %s cannot be used, without asking the server', async (_, name) => {
    const stub = stubNameCheck({ result: 'VALID' });
    await renderDrawer();
    fireEvent.change(nameInput(), { target: { value: name } });
    await wait(GROUP_NAME_DEBOUNCE_MS);
    expect(
      screen.getByText('Group names can only use visible letters, numbers and symbols from one script'),
    ).toBeTruthy();
    expect(validateCalls(stub)).toHaveLength(0);
    expect(createButton()).toHaveProperty('disabled', true);
  });

  it('checks the logo at once: size and type', async () => {
    stubNameCheck({ result: 'VALID' });
    await renderDrawer();
    const input = screen.getByLabelText('Logo');
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText('Image is too large. Maximum size is 1MB.')).toBeTruthy();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(screen.getByText('Invalid file format. Please use JPEG, PNG, GIF, or WebP.')).toBeTruthy();

    fireEvent.change(nameInput(), { target: { value: 'Logo club' } });
    await wait(GROUP_NAME_DEBOUNCE_MS);
    expect(screen.getByText('The name is available')).toBeTruthy();
    // A refused logo keeps the form from being sent even with an available name.
    expect(createButton()).toHaveProperty('disabled', true);
  });

  it('shows "Failed to create group" followed by the reason', async () => {
    const stub = stubNameCheck({ result: 'VALID' }).on(
      api.community.groups.create,
      apiError('GROUP_NAME_TAKEN'),
    );
    await renderDrawer();
    fireEvent.change(nameInput(), { target: { value: 'Raced name' } });
    await wait(GROUP_NAME_DEBOUNCE_MS);
    fireEvent.click(createButton());
    await wait(0);
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to create group: This group name is already taken',
    );
    const form = stub.calls(api.community.groups.create)[0]?.form;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(String(form?.get('createGroupRequest')))).toEqual({
      name: 'Raced name',
      description: '',
      kind: 'PUBLIC',
    });
    // The busy button dropped focus: the refusal takes it, and goes as soon as the name changes.
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    fireEvent.change(nameInput(), { target: { value: 'Another name' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

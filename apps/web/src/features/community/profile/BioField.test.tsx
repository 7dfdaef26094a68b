import { api, type ProfileView } from '@havn/contract/web';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { BioField } from './BioField.tsx';

const savedProfile = (description = ''): ProfileView => ({
  id: '0b7c1b9e-7d2e-4f7e-9f7e-6c1c2f3a4b5c',
  slug: 'greta',
  username: 'Greta',
  avatarUri: null,
  country: 'se',
  joinedAt: '2024-01-01T00:00:00.000Z',
  description,
  rating: 1,
  followerCount: 0,
  followingCount: 0,
  status: 'ACTIVE',
  relationship: { muted: false, following: false, followedBy: false },
});

const bio = () => screen.getByLabelText('Bio');
const type = (value: string) => fireEvent.change(bio(), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bio autosave (spec section 5: 170 ms after typing stops)', () => {
  it('saves once, 170 ms after the last keystroke, with the last text', async () => {
    const stub = stubApi().on(api.community.profiles.description, ({ body }) =>
      savedProfile(body?.description),
    );
    await renderWithApp(<BioField initial="" />);
    type('Long');
    await wait(100);
    type('Long-term');
    await wait(169);
    expect(stub.calls()).toHaveLength(0);
    await wait(1);
    expect(stub.calls()).toHaveLength(1);
    expect(stub.calls(api.community.profiles.description)[0]?.body).toEqual({ description: 'Long-term' });
    await wait(0);
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('shows a save error under the field, tied to it, and clears it on the next good save', async () => {
    let fail = true;
    stubApi().on(api.community.profiles.description, ({ body }) =>
      fail ? apiError('INTERNAL') : savedProfile(body?.description),
    );
    await renderWithApp(<BioField initial="Hi" />);
    type('Hi there');
    await wait(170);
    await wait(0);
    const error = screen.getByText('Something went wrong on our side. Try again in a moment.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(bio().getAttribute('aria-describedby')).toContain(error.id);
    expect(bio().getAttribute('aria-invalid')).toBe('true');

    fail = false;
    type('Hi there!');
    await wait(170);
    await wait(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('says "Maximum 500 characters" without sending a bio over the limit', async () => {
    const stub = stubApi().on(api.community.profiles.description, apiError('INTERNAL'));
    await renderWithApp(<BioField initial="" />);
    type('x'.repeat(501));
    await wait(500);
    expect(stub.calls()).toHaveLength(0);
    expect(screen.getByText('Maximum 500 characters')).toBeTruthy();
  });
});

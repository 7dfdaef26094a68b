import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BioField } from './BioField.tsx';
import { problem, renderForTest, sentBody, stubFetch } from './render-for-test.tsx';

const savedProfile = (description: string) => ({
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
  vi.unstubAllGlobals();
});

describe('bio autosave (spec section 5: 170 ms after typing stops)', () => {
  it('saves once, 170 ms after the last keystroke, with the last text', async () => {
    const fetch = stubFetch((_, __, init) => ({
      status: 200,
      body: savedProfile((sentBody(init) as { description: string }).description),
    }));
    await renderForTest(<BioField initial="" />);
    type('Long');
    await wait(100);
    type('Long-term');
    await wait(169);
    expect(fetch).not.toHaveBeenCalled();
    await wait(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/community/v1/profiles/me/description');
    expect(init?.method).toBe('PUT');
    expect(sentBody(init)).toEqual({ description: 'Long-term' });
    await wait(0);
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('shows a save error under the field, tied to it, and clears it on the next good save', async () => {
    let fail = true;
    stubFetch((_, __, init) =>
      fail
        ? problem(500, 'INTERNAL')
        : { status: 200, body: savedProfile((sentBody(init) as { description: string }).description) },
    );
    await renderForTest(<BioField initial="Hi" />);
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
    const fetch = stubFetch(() => problem(500, 'INTERNAL'));
    await renderForTest(<BioField initial="" />);
    type('x'.repeat(501));
    await wait(500);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('Maximum 500 characters')).toBeTruthy();
  });
});

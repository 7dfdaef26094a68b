import { api, type SessionUser } from '@havn/contract/web';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { SignUpBanner } from './SignUpBanner.tsx';

const ASTRID: SessionUser = {
  id: 'u-1',
  username: 'astrid',
  name: 'Astrid Lindqvist',
  email: null,
  country: 'se',
  communityProfile: null,
  role: 'customer',
  customerStatus: 'CUSTOMER',
  kycRefreshDue: false,
};

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the sign-up banner', () => {
  it('asks a logged-out visitor to open an account or log in and come back here', async () => {
    stubApi().on(api.identity.session, apiError('UNAUTHENTICATED'));
    await renderWithApp(<SignUpBanner />, { path: '/se/upptack?x=1', site: 'se' });
    expect(await screen.findByRole('heading', { name: 'New to Havn?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open an account' }).getAttribute('href')).toMatch(/^\/se\//);
    const login = screen.getByRole('link', { name: 'Log in' }).getAttribute('href')!;
    expect(new URL(login, 'http://x').searchParams.get('redirect_to')).toBe('/se/upptack?x=1');
  });

  it('stays hidden for the rest of the visit once closed', async () => {
    stubApi().on(api.identity.session, apiError('UNAUTHENTICATED'));
    const first = await renderWithApp(<SignUpBanner />, { path: '/en/discover' });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByRole('heading', { name: 'New to Havn?' })).toBeNull();
    first.unmount();
    await renderWithApp(<SignUpBanner />, { path: '/en/discover' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'New to Havn?' })).toBeNull();
  });

  it('is never shown to a logged-in customer', async () => {
    const stub = stubApi().on(api.identity.session, ASTRID);
    await renderWithApp(<SignUpBanner />, { path: '/en/discover' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stub.calls(api.identity.session).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'New to Havn?' })).toBeNull();
  });
});

import { type Account, api } from '@havn/contract/web';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFor, pagePath } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import AccountCreationLoadingScreen from './AccountCreationLoadingScreen.tsx';

const LOADING = pagePath('account-creation-loading', 'en');
const REQUEST = { accountType: 'AF' as const, termsVersion: '2026-11-01', alias: 'Long term' };
const AF: Account = {
  accid: '10002',
  accountNumber: '12345678',
  accountType: 'AF',
  country: 'SE',
  alias: 'Long term',
  currency: 'SEK',
  cash: '0.00',
  buyingPower: '0.00',
  withdrawable: '0.00',
  unsettled: '0.00',
  requiredAction: null,
  isDefault: false,
  depositRoom: null,
};

afterEach(() => sessionStorage.clear());

describe('opening an account: the terms signed with eID', () => {
  it('asks for the eID signature when the server wants one, and keeps the request for the way back', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.openAccount, apiError('STEP_UP_REQUIRED'))
      // The provider's page is not part of this test: the start is refused, so the browser stays.
      .on(api.identity.startEid, apiError('RATE_LIMITED', { retryAfterSeconds: 30 }));
    const { history } = await renderWithApp(<AccountCreationLoadingScreen page={pageFor(LOADING)} />, {
      path: LOADING,
    });
    act(() => history.push(LOADING, REQUEST));
    expect(await screen.findByRole('heading', { name: 'Sign the terms with eID' })).toBeTruthy();
    expect(stub.calls(api.accountsAndMoney.openAccount)[0]!.body).toEqual({ ...REQUEST, acceptTerms: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sign with eID' }));
    await waitFor(() => expect(stub.calls(api.identity.startEid)).toHaveLength(1));
    expect(stub.calls(api.identity.startEid)[0]!.body).toEqual({ purpose: 'STEP_UP', returnTo: LOADING });
    expect(JSON.parse(sessionStorage.getItem('havn:pending-account-opening')!)).toEqual(REQUEST);
    expect(screen.getByRole('link', { name: 'Back to the account choice' }).getAttribute('href')).toBe(
      `${pagePath('account-creation', 'en')}?type=AF`,
    );
  });

  it('back from a confirmed signature, sends the same request and goes on to the welcome page', async () => {
    sessionStorage.setItem('havn:pending-account-opening', JSON.stringify(REQUEST));
    const stub = stubApi().on(api.accountsAndMoney.openAccount, AF);
    const { history } = await renderWithApp(<AccountCreationLoadingScreen page={pageFor(LOADING)} />, {
      path: `${LOADING}?eid=confirmed`,
    });
    await waitFor(() => expect(history.location.pathname).toBe(pagePath('account-creation-welcome', 'en')));
    expect(stub.calls(api.accountsAndMoney.openAccount).map((c) => c.body)).toEqual([
      { ...REQUEST, acceptTerms: true },
    ]);
    expect(sessionStorage.getItem('havn:pending-account-opening')).toBeNull();
  });

  it('back from a cancelled signature, opens nothing and offers to sign again', async () => {
    sessionStorage.setItem('havn:pending-account-opening', JSON.stringify(REQUEST));
    const stub = stubApi();
    await renderWithApp(<AccountCreationLoadingScreen page={pageFor(LOADING)} />, {
      path: `${LOADING}?eid=cancelled`,
    });
    expect(
      await screen.findByText('You cancelled the eID signature, so the account was not opened.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign with eID' })).toBeTruthy();
    expect(stub.calls(api.accountsAndMoney.openAccount)).toHaveLength(0);
  });
});

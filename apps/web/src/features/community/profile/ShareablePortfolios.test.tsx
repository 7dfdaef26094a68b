import { api, type ResponseOf } from '@havn/contract/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { type ApiFailure, apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { ShareablePortfolios } from './ShareablePortfolios.tsx';

type Shareable = ResponseOf<typeof api.community.profiles.shareableAccounts>;
const accounts: Shareable = [
  { accountId: 'acc-1', accountNumber: '9960-1234567', accountType: 'ISK', alias: null, shared: false },
  { accountId: 'acc-2', accountNumber: '9960-7654321', accountType: 'AF', alias: 'Long term', shared: true },
];

describe('shareable portfolios (spec section 4: toggled optimistically, reverted on error)', () => {
  it('flips at once, then flips back and shows the error when the server refuses', async () => {
    const toggled = deferred<ApiFailure>();
    const stub = stubApi()
      .on(api.community.profiles.shareableAccounts, accounts)
      .on(api.community.profiles.toggleShared, () => toggled.promise);
    await renderWithApp(<ShareablePortfolios />);
    const isk = await screen.findByRole('switch', { name: /Investment savings account \(ISK\)/ });
    expect(isk.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(isk);
    expect(isk.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(stub.calls(api.community.profiles.toggleShared)).toHaveLength(1));
    expect(stub.calls(api.community.profiles.toggleShared)[0]?.body).toEqual({
      accountId: 'acc-1',
      shared: true,
    });

    toggled.resolve(apiError('INTERNAL'));
    await screen.findByText('Something went wrong on our side. Try again in a moment.');
    expect(isk.getAttribute('aria-checked')).toBe('false');
    expect(isk.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('keeps the new state when the server agrees', async () => {
    stubApi()
      .on(api.community.profiles.shareableAccounts, accounts)
      .on(api.community.profiles.toggleShared, ({ body }) => ({
        ...accounts[1]!,
        shared: body?.shared ?? false,
      }));
    await renderWithApp(<ShareablePortfolios />);
    const longTerm = await screen.findByRole('switch', { name: /Long term/ });
    expect(longTerm.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(longTerm);
    expect(longTerm.getAttribute('aria-checked')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(longTerm.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

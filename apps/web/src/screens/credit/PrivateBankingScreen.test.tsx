import { api, type PrivateBankingView } from '@havn/contract/web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import PrivateBankingScreen from './PrivateBankingScreen.tsx';

const path = '/en/private-banking';
const standing = (fields: Partial<PrivateBankingView> = {}): PrivateBankingView => ({
  offered: true,
  threshold: { amount: '2500000.00', currency: 'SEK', assumed: false },
  capital: '1000000.00',
  eligible: false,
  missing: '1500000.00',
  contactThreadId: null,
  ...fields,
});

describe('the private banking page', () => {
  it('says what is missing to the threshold and sends a request to be called, asking for the number first', async () => {
    const stub = stubApi()
      .once(api.credit.privateBanking.standing, standing())
      .on(
        api.credit.privateBanking.standing,
        standing({ contactThreadId: '6f1c2c1e-6a57-4d7e-9a53-0a4f3e2b9c10' }),
      )
      .on(api.credit.privateBanking.contact, { threadId: '6f1c2c1e-6a57-4d7e-9a53-0a4f3e2b9c10' });
    const user = userEvent.setup();
    await renderWithApp(<PrivateBankingScreen page={pageFor(path)} />, { path });
    expect(await screen.findByText(/SEK\s?1,500,000 more and you qualify/)).toBeTruthy();
    expect(screen.getByText('Capital needed').nextElementSibling?.textContent).toMatch(/2,500,000/);

    await user.click(screen.getByRole('button', { name: 'Ask to be contacted' }));
    expect(await screen.findByText('Enter the phone number we should call.')).toBeTruthy();
    expect(stub.calls(api.credit.privateBanking.contact)).toHaveLength(0);

    await user.type(screen.getByLabelText('Phone number'), '070 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Ask to be contacted' }));
    expect(await screen.findByText(/We have your request/)).toBeTruthy();
    expect(stub.calls(api.credit.privateBanking.contact)[0]!.body).toEqual({
      channel: 'PHONE',
      phone: '070 123 45 67',
    });
    expect(screen.getByRole('link', { name: 'Go to your messages' }).getAttribute('href')).toBe(
      '/en/messages/credit',
    );
  });

  it('tells a customer outside the four countries it is not offered, and shows a failed load', async () => {
    stubApi().on(
      api.credit.privateBanking.standing,
      standing({ offered: false, threshold: null, capital: null, missing: null }),
    );
    await renderWithApp(<PrivateBankingScreen page={pageFor(path)} />, { path });
    expect(await screen.findByText('We do not offer private banking in your country yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask to be contacted' })).toBeNull();
  });

  it('shows an error when the standing cannot be read', async () => {
    stubApi().on(api.credit.privateBanking.standing, apiError('SERVICE_UNAVAILABLE'));
    await renderWithApp(<PrivateBankingScreen page={pageFor(path)} />, { path });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

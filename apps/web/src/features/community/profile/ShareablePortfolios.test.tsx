import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, renderForTest, type StubAnswer, sentBody, stubFetch } from './render-for-test.tsx';
import { ShareablePortfolios } from './ShareablePortfolios.tsx';

const accounts = [
  { accountId: 'acc-1', accountNumber: '9960-1234567', accountType: 'ISK', alias: null, shared: false },
  { accountId: 'acc-2', accountNumber: '9960-7654321', accountType: 'AF', alias: 'Long term', shared: true },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shareable portfolios (spec section 4: toggled optimistically, reverted on error)', () => {
  it('flips at once, then flips back and shows the error when the server refuses', async () => {
    let release: (answer: StubAnswer) => void = () => {};
    const fetch = stubFetch((method) =>
      method === 'GET'
        ? { status: 200, body: accounts }
        : new Promise<StubAnswer>((resolve) => {
            release = resolve;
          }),
    );
    await renderForTest(<ShareablePortfolios />);
    const isk = await screen.findByRole('switch', { name: /Investment savings account \(ISK\)/ });
    expect(isk.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(isk);
    expect(isk.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [, init] = fetch.mock.calls[1]!;
    expect(init?.method).toBe('PUT');
    expect(sentBody(init)).toEqual({ accountId: 'acc-1', shared: true });

    release(problem(500, 'INTERNAL'));
    await screen.findByText('Something went wrong on our side. Try again in a moment.');
    expect(isk.getAttribute('aria-checked')).toBe('false');
    expect(isk.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('keeps the new state when the server agrees', async () => {
    stubFetch((method, _, init) =>
      method === 'GET'
        ? { status: 200, body: accounts }
        : { status: 200, body: { ...accounts[1], ...(sentBody(init) as object) } },
    );
    await renderForTest(<ShareablePortfolios />);
    const longTerm = await screen.findByRole('switch', { name: /Long term/ });
    expect(longTerm.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(longTerm);
    expect(longTerm.getAttribute('aria-checked')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(longTerm.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

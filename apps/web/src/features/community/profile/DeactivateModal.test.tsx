import { api } from '@havn/contract/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { type ApiFailure, apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { DeactivateModal } from './DeactivateModal.tsx';

function Harness({ onDeactivated }: { onDeactivated(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'modal open' : 'modal closed'}</p>
      <DeactivateModal open={open} onOpenChange={setOpen} onDeactivated={onDeactivated} />
    </>
  );
}

describe('the deactivate modal (spec section 4: confirm, loading, done or error)', () => {
  it('confirm → loading → error → try again → loading → done → close refreshes and goes back', async () => {
    const answers: ((answer: ApiFailure | null) => void)[] = [];
    const stub = stubApi().on(
      api.community.profiles.inactivate,
      () =>
        new Promise<ApiFailure | null>((resolve) => {
          answers.push(resolve);
        }),
    );
    const onDeactivated = vi.fn();
    await renderWithApp(<Harness onDeactivated={onDeactivated} />);
    const stateOf = () => document.querySelector('[data-state].cp-deactivate')?.getAttribute('data-state');

    expect(stateOf()).toBe('confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(stateOf()).toBe('loading');
    expect(screen.getByText('Deactivating your community account…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();

    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(apiError('INTERNAL'));
    await screen.findByText('We could not deactivate your community account.');
    expect(stateOf()).toBe('error');
    expect(screen.getByText('Something went wrong on our end, try again later.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(stateOf()).toBe('loading');
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(stub.calls()).toHaveLength(2);
    answers[1]!(null);
    await screen.findByText('Your community account is deactivated.');
    expect(stateOf()).toBe('done');
    expect(onDeactivated).not.toHaveBeenCalled();

    const footerClose = screen
      .getAllByRole('button', { name: 'Close' })
      .find((b) => b.textContent === 'Close');
    fireEvent.click(footerClose!);
    expect(onDeactivated).toHaveBeenCalledTimes(1);
    expect(screen.getByText('modal closed')).toBeTruthy();
  });

  it('closing from the error state does not count as deactivated', async () => {
    stubApi().on(api.community.profiles.inactivate, apiError('SERVICE_UNAVAILABLE'));
    const onDeactivated = vi.fn();
    await renderWithApp(<Harness onDeactivated={onDeactivated} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('We could not deactivate your community account.');
    const footerClose = screen
      .getAllByRole('button', { name: 'Close' })
      .find((b) => b.textContent === 'Close');
    fireEvent.click(footerClose!);
    expect(screen.getByText('modal closed')).toBeTruthy();
    expect(onDeactivated).not.toHaveBeenCalled();
  });
});

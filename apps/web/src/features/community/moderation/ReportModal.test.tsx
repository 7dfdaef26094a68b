import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, problem, renderWithProviders, stubFetch } from '../groups/test-providers.tsx';
import { ReportModal } from './ReportModal.tsx';

const item = { id: '33333333-3333-4333-8333-333333333333' };

function sendButton() {
  return screen.getByRole('button', { name: /Send report|Wait\.\.\./ });
}

describe('the report modal (spec sections 4, 5 and 8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('requires a comment, counts length/500 and refuses more than 500', async () => {
    stubFetch(() => json({ id: 'r-1', status: 'OPEN' }, 201));
    await renderWithProviders(<ReportModal item={item} open onOpenChange={() => {}} />);
    const comment = screen.getByLabelText('Why are you reporting this?');
    expect(screen.getByTestId('report-counter').textContent).toContain('0/500');
    expect(sendButton()).toHaveProperty('disabled', true);

    fireEvent.change(comment, { target: { value: '   ' } });
    expect(sendButton()).toHaveProperty('disabled', true);

    fireEvent.change(comment, { target: { value: 'Spam link' } });
    expect(screen.getByTestId('report-counter').textContent).toContain('9/500');
    expect(sendButton()).toHaveProperty('disabled', false);

    fireEvent.change(comment, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByTestId('report-counter').textContent).toContain('501/500');
    expect(screen.getByText('Maximum 500 characters')).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);

    fireEvent.change(comment, { target: { value: 'x'.repeat(500) } });
    expect(screen.queryByText('Maximum 500 characters')).toBeNull();
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('shows Wait... while sending, then the thank-you', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(() => answer.promise);
    await renderWithProviders(<ReportModal item={item} open onOpenChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Why are you reporting this?'), {
      target: { value: '  Insults another member  ' },
    });
    fireEvent.click(sendButton());

    expect(await screen.findByRole('button', { name: 'Wait...' })).toHaveProperty('disabled', true);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `/api/community/v1/contents/${item.id}/reports`,
        body: { reportComment: '  Insults another member  ', country: 'se' },
      },
    ]);

    await act(async () => answer.resolve(json({ id: 'r-1', status: 'OPEN' }, 201)));
    expect(await screen.findByText('Your report has been sent')).toBeTruthy();
    expect(
      screen.getByText(
        'Thank you for your report. Community moderators will follow up on any content that violates the terms.',
      ),
    ).toBeTruthy();
    // Focus moves to the visible Close button (not the dialog's × in the corner).
    expect(document.activeElement?.textContent).toBe('Close');
  });

  it('shows the error and lets the member try again', async () => {
    let fail = true;
    stubFetch(() => (fail ? problem(500, 'INTERNAL') : json({ id: 'r-1', status: 'OPEN' }, 201)));
    await renderWithProviders(<ReportModal item={item} open onOpenChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Why are you reporting this?'), { target: { value: 'Scam' } });
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We were unable to send your message, please try again.',
    );
    expect(sendButton().textContent).toBe('Send report');
    expect(sendButton()).toHaveProperty('disabled', false);

    fail = false;
    fireEvent.click(sendButton());
    expect(await screen.findByText('Your report has been sent')).toBeTruthy();
  });
});

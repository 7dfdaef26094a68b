import { api, type ResponseOf } from '@havn/contract/web';
import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { MEMBER } from '../groups/fixtures.ts';
import { ReportModal } from './ReportModal.tsx';

const item = { id: '33333333-3333-4333-8333-333333333333' };
const report = api.community.moderation.reportContent;
const SENT: ResponseOf<typeof report> = { id: 'r-1', status: 'OPEN' };

function sendButton() {
  return screen.getByRole('button', { name: /Send report|Wait\.\.\./ });
}

describe('the report modal (spec sections 4, 5 and 8)', () => {
  it('requires a comment, counts length/500 and refuses more than 500', async () => {
    stubApi().on(report, SENT);
    await renderWithApp(<ReportModal item={item} open onOpenChange={() => {}} />, { session: MEMBER });
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
    const answer = deferred<ResponseOf<typeof report>>();
    const stub = stubApi().on(report, () => answer.promise);
    await renderWithApp(<ReportModal item={item} open onOpenChange={() => {}} />, { session: MEMBER });
    fireEvent.change(screen.getByLabelText('Why are you reporting this?'), {
      target: { value: '  Insults another member  ' },
    });
    fireEvent.click(sendButton());

    expect(await screen.findByRole('button', { name: 'Wait...' })).toHaveProperty('disabled', true);
    expect(stub.calls().map((call) => ({ method: call.method, url: call.path, body: call.body }))).toEqual([
      {
        method: 'POST',
        url: `/api/community/v1/contents/${item.id}/reports`,
        body: { reportComment: '  Insults another member  ', country: 'se' },
      },
    ]);

    await act(async () => answer.resolve(SENT));
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
    stubApi().on(report, () => (fail ? apiError('INTERNAL') : SENT));
    await renderWithApp(<ReportModal item={item} open onOpenChange={() => {}} />, { session: MEMBER });
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

import { api } from '@havn/contract/web';
import { build } from '@havn/routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import RegisterScreen from './RegisterScreen.tsx';

const path = build('register', {}, 'en');
const taken = 'That username is already registered. Choose another, or log in.';
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the register screen', () => {
  it('says a taken name on its field, focuses it, and forgets it once the name changes', async () => {
    const stub = stubApi().on(api.identity.register, apiError('USERNAME_TAKEN'));
    await renderWithApp(<RegisterScreen page={pageFor(path)} />, { path, session: null });
    fill('Username', 'astrid');
    fill('Password', 'a long enough password');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));

    await screen.findByText(taken);
    expect(stub.calls(api.identity.register)).toHaveLength(1);
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')).toContain(screen.getByText(taken).id);

    fill('Username', 'astrid2');
    expect(screen.queryByText(taken)).toBeNull();
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends focus to the first field to fix instead of sending the form', async () => {
    const stub = stubApi();
    await renderWithApp(<RegisterScreen page={pageFor(path)} />, { path, session: null });
    fill('Username', 'ok-name');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(stub.calls()).toHaveLength(0);
  });

  it('focuses any other refusal, said above the form', async () => {
    stubApi().on(api.identity.register, apiError('RATE_LIMITED', { retryAfterSeconds: 30 }));
    await renderWithApp(<RegisterScreen page={pageFor(path)} />, { path, session: null });
    fill('Username', 'ok-name');
    fill('Password', 'a long enough password');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { CollapsibleMessage } from './CollapsibleMessage.tsx';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('long messages collapse with See more (spec sections 4 and 9)', () => {
  it.each([
    ['post', false, 10, false],
    ['post', false, 11, true],
    ['poll', false, 11, true],
    ['comment', false, 6, false],
    ['comment', false, 7, true],
    ['reply', false, 7, true],
    ['post', true, 11, false],
    ['post', true, 21, true],
    ['comment', true, 12, false],
    ['comment', true, 13, true],
  ] as const)('%s (in a group: %s) of %i lines collapses: %s', async (kind, inGroup, count, collapses) => {
    await renderWithApp(<CollapsibleMessage text={lines(count)} kind={kind} inGroup={inGroup} />);
    expect(screen.queryByRole('button', { name: 'See more' }) !== null).toBe(collapses);
  });

  it('cuts at the line limit at 20 px a line and shows the rest on See more', async () => {
    const user = userEvent.setup();
    await renderWithApp(<CollapsibleMessage text={lines(11)} kind="post" inGroup={false} />);
    const message = screen.getByTestId('message');
    expect(message.style.maxHeight).toBe('200px');
    const more = screen.getByRole('button', { name: 'See more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(message.style.maxHeight).toBe('');
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('collapses a long wrapped paragraph by its rendered height', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(140);
    await renderWithApp(<CollapsibleMessage text="one long paragraph" kind="comment" inGroup={false} />);
    expect(screen.getByRole('button', { name: 'See more' })).toBeTruthy();
  });

  it('renders user text as text, with web addresses as outside links', async () => {
    await renderWithApp(
      <CollapsibleMessage text={'<b>bold</b> see https://havn.example/q3 now'} kind="post" inGroup={false} />,
    );
    const message = screen.getByTestId('message');
    expect(message.querySelector('b')).toBeNull();
    expect(message.textContent).toBe('<b>bold</b> see https://havn.example/q3 now');
    const link = screen.getByRole('link', { name: 'https://havn.example/q3' });
    expect(link.getAttribute('href')).toBe('https://havn.example/q3');
    expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

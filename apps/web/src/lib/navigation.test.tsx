import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Navigate, useLocation, useNavigate, useSearchParams } from './navigation.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}|${location.key}`}</output>;
}

function Controls() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <Link to="/en/community">Community</Link>
      <Link to="?tab=2">Tab 2</Link>
      <button
        type="button"
        onClick={() =>
          setSearch((params) => {
            params.set('thread', search.get('tab') ?? 'none');
            return params;
          })
        }
      >
        Open thread
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <Where />
    </>
  );
}

const where = () => screen.getByTestId('where').textContent ?? '';

describe('the web router', () => {
  it('follows a plain click within the app and leaves a modified one to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/en']}>
        <Controls />
      </MemoryRouter>,
    );
    expect(where()).toBe('/en|default');
    const link = screen.getByRole('link', { name: 'Community' });
    expect(link.getAttribute('href')).toBe('/en/community');
    // A new tab: the app does not move and does not stop the browser.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(where()).toBe('/en|default');
    expect(fireEvent.click(link)).toBe(false);
    expect(where()).toMatch(/^\/en\/community\|(?!default)/);
  });

  it('resolves a query link against the page, changes the query and goes back', () => {
    render(
      <MemoryRouter initialEntries={['/en/market']}>
        <Controls />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Tab 2' }).getAttribute('href')).toBe('/en/market?tab=2');
    fireEvent.click(screen.getByRole('link', { name: 'Tab 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open thread' }));
    expect(where()).toMatch(/^\/en\/market\?tab=2&thread=2\|/);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toMatch(/^\/en\/market\?tab=2\|/);
  });

  it('moves on once drawn with Navigate', () => {
    render(
      <MemoryRouter initialEntries={['/en/old']}>
        <Navigate to="/en/new" replace />
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toMatch(/^\/en\/new\|/);
  });
});

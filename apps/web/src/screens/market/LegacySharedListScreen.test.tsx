import { SITES } from '@havn/domain';
import { build } from '@havn/routes';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import LegacySharedListScreen, { legacySharedListTarget } from './LegacySharedListScreen.tsx';

/** Stands in for the site's router: the legacy screen until the URL is the current page. */
function At() {
  const { pathname } = useLocation();
  const page = pageFor(pathname);
  if (page.routeId === 'shared-list') return <p data-testid="landed">{pathname}</p>;
  return <LegacySharedListScreen page={page} />;
}

describe('legacy shared watchlist links (issue 6 item 7)', () => {
  it.each(SITES)('both old forms resolve to shared-list on the %s site', (site) => {
    const current = build('shared-list', { listId: '42' }, site);
    const old = pageFor(build('shared-list-old', { listId: '42' }, site));
    expect(old.routeId).toBe('shared-list-old');
    expect(legacySharedListTarget(old)).toBe(current);
    const byOwner = pageFor(build('shared-list-by-owner-old', { ownerId: '7', listId: '42' }, site));
    expect(byOwner.routeId).toBe('shared-list-by-owner-old');
    expect(legacySharedListTarget(byOwner)).toBe(current);
  });

  it('replaces the old URL with the current one', async () => {
    const old = build('shared-list-by-owner-old', { ownerId: '7', listId: '42' }, 'se');
    render(
      <MemoryRouter initialEntries={[old]}>
        <At />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('landed')).textContent).toBe(
      build('shared-list', { listId: '42' }, 'se'),
    );
  });
});

import { api } from '@havn/contract/web';
import { routeById, routesForApi } from '@havn/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import DevPagesScreen from './DevPagesScreen.tsx';

// The developer pages exist in development builds only (the browser journeys run the production
// build, where /en/dev is not found), so the catalogue's table is tested here.
describe('the developer pages', () => {
  it('lists the catalogue, filtered by team and site', async () => {
    stubApi().on(api.site.routes, routesForApi());
    await renderWithApp(<DevPagesScreen page={pageFor('/en/dev')} />, { path: '/en/dev', session: null });
    await screen.findByRole('heading', { level: 1, name: 'Route catalogue' });
    const table = await screen.findByRole('table');
    const all = within(table).getAllByRole('row').length - 1;
    await userEvent.selectOptions(screen.getByLabelText('Team', { exact: true }), 'community');
    const community = within(table).getAllByRole('row').length - 1;
    expect(community).toBe(5);
    expect(community).toBeLessThan(all);
    await userEvent.selectOptions(screen.getByLabelText('Site', { exact: true }), 'se');
    const profileRow = table.querySelector('tr[data-route-id="user-profile"] code');
    expect(profileRow?.textContent).toBe(routeById('user-profile').paths.se);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { WorldMap } from './WorldMap.tsx';

const item = (type_id: string, weight: number) => ({ type: type_id, type_id, weight });

beforeAll(async () => {
  await initI18n('en');
});

const zoneGroups = (container: HTMLElement) => [...container.querySelectorAll('g[data-region]')];
const fillsOf = (element: Element) =>
  new Set([...element.querySelectorAll('path')].map((p) => p.getAttribute('fill')));
const fillOfCountryIn = (container: HTMLElement, regionId: string) =>
  container.querySelector(`g[data-region="${regionId}"] path`)?.getAttribute('fill');

describe('the allocation world map', () => {
  it('draws only the top four allocations, coloured in rank order', () => {
    const { container } = render(
      <WorldMap
        allocations={[
          item('JAPAN', 5),
          item('USA', 40),
          item('EUROLAND', 20),
          item('CANADA', 3),
          item('EUROPE_OTHER', 30),
        ]}
      />,
    );
    const groups = zoneGroups(container);
    expect(groups.map((g) => g.getAttribute('data-region'))).toEqual([
      'USA',
      'EUROPE_OTHER',
      'EUROLAND',
      'JAPAN',
    ]);
    expect(groups.map((g) => [...fillsOf(g)])).toEqual([['#009195'], ['#01424C'], ['#385E9D'], ['#131F4F']]);
    const base = container.querySelector('svg > g:not([data-region])');
    expect([...fillsOf(base as Element)]).toEqual(['#EBEBE8']);
    // Canada, fifth, stays in the base colour: it has no zone of its own.
    expect(container.querySelector('g[data-region="CANADA"]')).toBeNull();
  });

  it('breaks equal weights by region id alphabetically', () => {
    const { container } = render(
      <WorldMap
        allocations={[
          item('USA', 10),
          item('JAPAN', 10),
          item('CANADA', 10),
          item('ASIA', 10),
          item('AFRICA', 10),
        ]}
      />,
    );
    expect(zoneGroups(container).map((g) => g.getAttribute('data-region'))).toEqual([
      'AFRICA',
      'ASIA',
      'CANADA',
      'JAPAN',
    ]);
  });

  it('gives a country in two highlighted groups the higher-ranked colour', () => {
    const { container } = render(
      <WorldMap allocations={[item('ASIA_EMERGING_MARKETS', 50), item('JAPAN', 30), item('ASIA', 20)]} />,
    );
    // Japan is in Emerging Asia (first), so the Japan zone draws no country of its own.
    expect(container.querySelectorAll('g[data-region="JAPAN"] path')).toHaveLength(0);
    expect(fillOfCountryIn(container, 'ASIA_EMERGING_MARKETS')).toBe('#009195');
    // Asia keeps Brunei, Singapore and South Korea (Taiwan went to Emerging Asia).
    expect(container.querySelectorAll('g[data-region="ASIA"] path')).toHaveLength(2);
  });

  it('draws nothing for an empty allocation list', () => {
    const { container } = render(<WorldMap allocations={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it("shows 'No data found.' when no allocation is visible", () => {
    const { container } = render(<WorldMap allocations={[item('OTHER', 100), item('USA', 0)]} />);
    expect(screen.getByText('No data found.')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('is 48% as high as it is wide, at any width', () => {
    const { container } = render(<WorldMap allocations={[item('USA', 100)]} />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    const [, , width, height] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect((height ?? 0) / (width ?? 1)).toBeCloseTo(0.48, 10);
    expect(svg.style.width).toBe('100%');
    expect(svg.style.height).toBe('auto');
    expect(svg.getAttribute('style')).toContain('aspect-ratio: 1000 / 480');
  });

  it('redraws when the base colour changes', () => {
    const { container, rerender } = render(<WorldMap allocations={[item('USA', 100)]} />);
    const base = () => container.querySelector('svg > g:not([data-region])') as Element;
    expect([...fillsOf(base())]).toEqual(['#EBEBE8']);
    rerender(<WorldMap allocations={[item('USA', 100)]} baseColor="#DDDDDD" />);
    expect([...fillsOf(base())]).toEqual(['#DDDDDD']);
    expect(fillOfCountryIn(container, 'USA')).toBe('#009195');
  });

  it('shows the localized region name in a tooltip on hover and on focus, with no hover colour', () => {
    const { container } = render(<WorldMap allocations={[item('EUROLAND', 60), item('USA', 40)]} />);
    const euroland = container.querySelector('g[data-region="EUROLAND"]') as SVGGElement;
    fireEvent.mouseMove(euroland, { clientX: 10, clientY: 10 });
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Euroland');
    expect(tip.style.background).toBe('rgb(245, 245, 245)');
    expect([...fillsOf(euroland)]).toEqual(['#009195']);
    expect(container.innerHTML).not.toContain('#282823');
    fireEvent.mouseLeave(euroland);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const usa = container.querySelector('g[data-region="USA"]') as SVGGElement;
    expect(usa.getAttribute('tabindex')).toBe('0');
    fireEvent.focus(usa);
    expect(screen.getByRole('tooltip').textContent).toBe('United States');
    fireEvent.blur(usa);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('pairs the map with a table of the same regions and weights', () => {
    render(<WorldMap allocations={[item('USA', 62.5), item('JAPAN', 37.5)]} />);
    const table = screen.getByRole('table', { name: 'Allocation by region' });
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['United States62.5 %', 'Japan37.5 %']);
  });

  it('leaves no nodes or listeners behind when it closes', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const addDoc = vi.spyOn(document, 'addEventListener');
    const before = { window: add.mock.calls.length, document: addDoc.mock.calls.length };
    const { container, unmount } = render(<WorldMap allocations={[item('USA', 100)]} />);
    fireEvent.mouseMove(container.querySelector('g[data-region="USA"]') as Element, {
      clientX: 1,
      clientY: 1,
    });
    unmount();
    expect(document.body.querySelector('svg, [role="tooltip"], table')).toBeNull();
    expect(add.mock.calls.length).toBe(before.window);
    expect(addDoc.mock.calls.length).toBe(before.document);
    add.mockRestore();
    addDoc.mockRestore();
  });
});

describe('the country under the pointer', () => {
  it('is named in the UI language beside the region name', async () => {
    const { container } = render(
      <WorldMap
        allocations={[{ type: 'Europe other', type_id: 'EUROPE_OTHER', weight: 60 }]}
        showTable={false}
      />,
    );
    const sweden = container.querySelector('path[data-country="SE"]');
    expect(sweden).not.toBeNull();
    fireEvent.mouseMove(sweden!, { clientX: 10, clientY: 10 });
    expect((await screen.findByRole('tooltip')).textContent).toContain('Sweden');
  });
});

import {
  type AllocationItem,
  BASE_MAP_COLOR,
  isRegionGroupId,
  MAP_ASPECT,
  TOOLTIP_BACKGROUND,
  topZones,
  type Zone,
  zoneOfCountry,
} from '@havn/domain/allocation/index';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import {
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { alpha2OfFeature } from './country-codes.ts';

const WIDTH = 1000;
const HEIGHT = WIDTH * MAP_ASPECT;

interface CountryShape {
  key: string;
  alpha2: string | null;
  d: string;
}

/** The country outlines, projected once into the map's fixed 1000 × 480 view box (Antarctica left out). */
const COUNTRIES: readonly CountryShape[] = (() => {
  const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  const features = collection.features.filter((f) => f.id !== '010');
  const projection = geoNaturalEarth1().fitSize([WIDTH, HEIGHT], { ...collection, features });
  const path = geoPath(projection);
  return features.map((f, index) => ({
    key: `${f.id ?? f.properties.name}-${index}`,
    alpha2: alpha2OfFeature(f.id, f.properties.name),
    d: path(f) ?? '',
  }));
})();

export interface WorldMapProps {
  allocations: readonly AllocationItem[];
  /** The base map colour (spec default #EBEBE8); the map redraws when it changes. */
  baseColor?: string;
  /** Pair the map with a table of the same regions and weights (default on). */
  showTable?: boolean;
  /** The accessible name of the map and the table caption. */
  label?: string;
}

/**
 * Where a portfolio or fund is invested (spec §2, §9): the top four regions drawn as zones, no legend,
 * a tooltip with the region's localized name on hover and on keyboard focus, no hover effect.
 */
export function WorldMap({
  allocations,
  baseColor = BASE_MAP_COLOR,
  showTable = true,
  label,
}: WorldMapProps) {
  const { t, i18n } = useTranslation('worldmap');
  const zones = useMemo(() => topZones(allocations), [allocations]);
  const [tip, setTip] = useState<{ zone: Zone; x: number; y: number; country?: string | null } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const tipId = useId();

  const regionName = (typeId: string, fallback: string) =>
    isRegionGroupId(typeId) ? t(`regions.${typeId}`) : fallback;

  if (allocations.length === 0) return null;
  if (zones.length === 0) {
    return (
      <p className="world-map-empty" role="status">
        {t('noData')}
      </p>
    );
  }

  const byCountry = zoneOfCountry(zones);
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const place = (clientX: number, clientY: number) => {
    const box = frame.current?.getBoundingClientRect();
    return { x: clientX - (box?.left ?? 0), y: clientY - (box?.top ?? 0) };
  };
  // The country under the pointer, named in the UI language (the outline data is reference data).
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const onMove = (zone: Zone) => (event: MouseEvent<SVGGElement>) => {
    const country = (event.target as Element).getAttribute('data-country');
    setTip({
      zone,
      country: country ? (countryNames.of(country) ?? null) : null,
      ...place(event.clientX, event.clientY),
    });
  };
  const onFocus = (zone: Zone) => (event: FocusEvent<SVGGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setTip({ zone, ...place(box.left + box.width / 2, box.top + box.height / 2) });
  };
  const hide = () => setTip(null);

  const frameStyle: CSSProperties = { position: 'relative', width: '100%' };
  const svgStyle: CSSProperties = {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${WIDTH} / ${HEIGHT}`,
  };
  const tipStyle: CSSProperties = {
    position: 'absolute',
    left: tip?.x ?? 0,
    top: tip?.y ?? 0,
    transform: 'translate(-50%, calc(-100% - 8px))',
    background: TOOLTIP_BACKGROUND,
    color: '#131F4F',
    padding: '4px 8px',
    borderRadius: 4,
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
  };

  return (
    <div className="world-map">
      <div ref={frame} style={frameStyle} data-testid="world-map-frame">
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG map is grouped by role, a fieldset cannot hold it. */}
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="xMidYMid meet"
          style={svgStyle}
          role="group"
          aria-label={label ?? t('mapLabel')}
          data-base-color={baseColor}
        >
          <g>
            {COUNTRIES.filter((c) => c.alpha2 === null || !byCountry.has(c.alpha2)).map((c) => (
              <path key={c.key} d={c.d} fill={baseColor} stroke="#FFFFFF" strokeWidth={0.5} />
            ))}
          </g>
          {zones.map((zone) => (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: each highlighted region is focusable to show its tooltip.
            <g
              key={zone.regionId}
              tabIndex={0}
              role="img"
              aria-label={`${regionName(zone.regionId, zone.name)}, ${percent.format(zone.weight)} %`}
              aria-describedby={tip?.zone.regionId === zone.regionId ? tipId : undefined}
              data-region={zone.regionId}
              onMouseMove={onMove(zone)}
              onMouseLeave={hide}
              onFocus={onFocus(zone)}
              onBlur={hide}
            >
              {COUNTRIES.filter((c) => c.alpha2 !== null && byCountry.get(c.alpha2) === zone).map((c) => (
                <path
                  key={c.key}
                  d={c.d}
                  fill={zone.color}
                  stroke="#FFFFFF"
                  strokeWidth={0.5}
                  data-country={c.alpha2}
                />
              ))}
            </g>
          ))}
        </svg>
        {tip && (
          <div id={tipId} role="tooltip" className="world-map-tooltip" style={tipStyle}>
            {regionName(tip.zone.regionId, tip.zone.name)}
            {tip.country && <span className="world-map-country"> · {tip.country}</span>}
          </div>
        )}
      </div>
      {showTable && (
        <table className="world-map-table">
          <caption>{label ?? t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('region')}</th>
              <th scope="col">{t('weight')}</th>
            </tr>
          </thead>
          <tbody>
            {[...allocations]
              .sort((a, b) => b.weight - a.weight || (a.type_id < b.type_id ? -1 : 1))
              .map((item) => (
                <tr key={item.type_id}>
                  <th scope="row">{regionName(item.type_id, item.type)}</th>
                  <td>{percent.format(item.weight)} %</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

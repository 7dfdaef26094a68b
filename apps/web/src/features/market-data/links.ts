import { type SiteId, urlSlug } from '@havn/domain';
import { build } from '@havn/routes';

/** The URL word of an instrument name: `Volvo B` → `volvo-b`, `Nokia Oyj` → `nokia-oyj`. */
export function instrumentSlug(name: string): string {
  return urlSlug(name, { fallback: 'instrument' });
}

export function instrumentPath(instrument: { id: number; name: string }, site: SiteId): string {
  return build(
    'instrument',
    { instrumentId: String(instrument.id), instrumentName: instrumentSlug(instrument.name) },
    site,
  );
}

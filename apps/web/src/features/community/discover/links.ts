import { type SiteId, urlSlug } from '@havn/domain';
import { build } from '@havn/routes';

/** Community links go to a member profile by slug, a group by slug and an instrument page (spec section 2). */
export function profilePath(slug: string, site: SiteId): string {
  return build('user-profile', { slug }, site);
}

export function groupPath(slug: string, site: SiteId): string {
  return build('group', { slug }, site);
}

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

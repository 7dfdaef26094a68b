import type { SiteId } from '@havn/domain';
import { build } from '@havn/routes';

/** Community links go to a member profile or a group by slug (spec section 2); instrument pages: market-data/links.ts. */
export function profilePath(slug: string, site: SiteId): string {
  return build('user-profile', { slug }, site);
}

export function groupPath(slug: string, site: SiteId): string {
  return build('group', { slug }, site);
}

import type { SiteId } from '@havn/domain';
import { build } from '@havn/routes';
import { instrumentSlug } from '../../market-data/links.ts';

/** The fund's own buy or sell page (`…/funds/{id}-{name}/buy/{accid?}`), with the account when known. */
export function fundOrderPath(
  fund: { id: number; name: string },
  side: 'buy' | 'sell',
  site: SiteId,
  accid?: string,
): string {
  return build(
    side === 'buy' ? 'fund-buy' : 'fund-sell',
    {
      instrumentId: String(fund.id),
      instrumentName: instrumentSlug(fund.name),
      ...(accid ? { accid } : {}),
    },
    site,
  );
}

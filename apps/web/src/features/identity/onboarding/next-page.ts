import type { SessionUser } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { pagePath } from '../../../lib/page.ts';

/**
 * Where a signed-in person goes next: a compliance officer to the reviews, a prospect on through
 * onboarding, a customer whose KYC is due to required-action, everyone else to their accounts.
 */
export function nextPageFor(user: SessionUser, site: SiteId): string {
  if (user.role === 'compliance') return pagePath('compliance-reviews', site);
  if (user.customerStatus === 'PROSPECT')
    return pagePath('customer-information', site, { prospectId: user.id });
  if (user.customerStatus !== 'CUSTOMER') return pagePath('customer-creation', site, { prospectId: user.id });
  if (user.kycRefreshDue) return pagePath('required-action', site);
  return pagePath('accounts-overview', site);
}

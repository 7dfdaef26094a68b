import { compactCount, membershipAge, type SiteId, siteLocale } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site-context.ts';

function decimalSeparator(site: SiteId): string {
  const parts = new Intl.NumberFormat(siteLocale[site]).formatToParts(1.1);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/** Follower counts as the spec abbreviates them (k from 1100, M from 1e6), in the site's decimals. */
export function useCompactCount(): (count: number) => string {
  const site = useSite();
  const separator = decimalSeparator(site);
  return (count) => compactCount(count, separator);
}

/** 'Just Joined', or how long someone has been a member in years, months, weeks or days. */
export function useMembershipAge(): (joinedAt: string, now?: Date) => string {
  const { t } = useTranslation('community');
  return (joinedAt, now = new Date()) => {
    const age = membershipAge(new Date(joinedAt), now);
    if (age.kind === 'justJoined') return t('membership.justJoined');
    return t(`membership.${age.kind}`, { count: age.value });
  };
}

/** A country code as its name in the site's language ('se' → 'Sweden'). */
export function useCountryName(): (country: string) => string {
  const site = useSite();
  return (country) => {
    try {
      return (
        new Intl.DisplayNames([siteLocale[site]], { type: 'region' }).of(country.toUpperCase()) ?? country
      );
    } catch {
      return country;
    }
  };
}

import type { SiteId } from '@havn/domain';
import { isRiskLevel, type RiskLevel } from '@havn/domain/broker/index';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Link, useSearchParams } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useRiskProfileQuery } from '../accounts-and-money/account-queries.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { GuideMix } from './GuideMix.tsx';
import { useFundPortfolioGuide } from './queries.ts';
import { RiskLevelPicker } from './RiskLevelPicker.tsx';

/** The query that keeps the chosen level in the address, so a reload or a shared link shows the same mix. */
export const LEVEL_PARAM = 'level';

/**
 * The fund portfolio guide: the customer chooses how much risk they want, 1 to 7, and sees the mix of
 * funds the guide suggests for it, to start a monthly savings plan with. The level starts at the one
 * their risk profile gave, when they have answered it; otherwise nothing is chosen until they choose.
 */
export function FundPortfolioGuide({ site }: { site: SiteId }) {
  const { t } = useTranslation('savings');
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const profile = useRiskProfileQuery();
  const profileLevel = profile.data?.riskLevel ?? null;
  const asked = Number(params.get(LEVEL_PARAM));
  const level: RiskLevel | null = isRiskLevel(asked)
    ? asked
    : profileLevel !== null && isRiskLevel(profileLevel)
      ? profileLevel
      : null;
  const guide = useFundPortfolioGuide(level);

  let mix = <p className="guide-empty">{t('guide.choose')}</p>;
  if (level !== null && guide.isError) mix = <Alert>{errorMessage(guide.error)}</Alert>;
  else if (level !== null && !guide.data) mix = <Spinner />;
  else if (guide.data && guide.data.allocations.length === 0) {
    mix = <p className="guide-empty">{t('guide.none')}</p>;
  } else if (guide.data) mix = <GuideMix guide={guide.data} site={site} />;

  return (
    <>
      <p className="guide-profile">
        {profileLevel !== null ? (
          t('guide.profileLevel', { level: profileLevel })
        ) : (
          <>
            {t('guide.noProfile')}{' '}
            <Link to={pagePath('settings-risk-profile', site)}>{t('guide.answerProfile')}</Link>
          </>
        )}
      </p>
      <div className="guide-layout">
        <RiskLevelPicker
          value={level}
          profileLevel={profileLevel}
          onChange={(next) => setParams({ [LEVEL_PARAM]: String(next) }, { replace: true })}
        />
        <div className="guide-result">{mix}</div>
      </div>
      <p className="muted guide-disclaimer">{t('guide.disclaimer')}</p>
    </>
  );
}

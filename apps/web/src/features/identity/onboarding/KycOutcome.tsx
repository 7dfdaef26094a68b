import type { KycResult } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useSite } from '../../../lib/site-context.ts';

/** What became of the answers, said plainly: welcome, in review (and why), or refused (and why). */
export function KycOutcome({ result }: { result: KycResult }) {
  const { t } = useTranslation('onboarding');
  const site = useSite();
  if (result.status === 'APPROVED') {
    return (
      <Alert tone="success" focus>
        <h2>{t('result.approvedTitle')}</h2>
        <p>{t('result.approved')}</p>
        <p>
          <Link to={pagePath('accounts-overview', site)}>{t('result.toOverview')}</Link>
        </p>
      </Alert>
    );
  }
  if (result.status === 'IN_REVIEW') {
    return (
      <Alert tone="info" focus>
        <h2>{t('result.inReviewTitle')}</h2>
        <p>{t('result.inReview')}</p>
        {result.reason && <p>{t('result.reviewReason', { reason: t(`result.reasons.${result.reason}`) })}</p>}
      </Alert>
    );
  }
  return (
    <Alert focus>
      <h2>{t('result.refusedTitle')}</h2>
      {result.reason && <p>{t(`result.reasons.${result.reason}`)}</p>}
    </Alert>
  );
}

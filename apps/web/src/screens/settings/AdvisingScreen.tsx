import { useTranslation } from 'react-i18next';
import { useRiskProfileQuery } from '../../features/accounts-and-money/account-queries.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Advising (settings → advising, and open account → advising): Havn gives no personal advice; the
 * risk profile is what its guides read. Says which level is on file and where to change it.
 */
export default function AdvisingScreen({ page }: { page: Page }) {
  const { t } = useTranslation('accounts');
  const title = t('advising.title');
  useDocumentTitle(title);
  const profile = useRiskProfileQuery();
  const level = profile.data?.riskLevel ?? null;
  return (
    <section className="card narrow" aria-labelledby="advising-title">
      <h1 id="advising-title">{title}</h1>
      <p>{t('advising.noAdvice')}</p>
      <p>{t('advising.guides')}</p>
      <p className="lead">{level === null ? t('advising.noProfile') : t('risk.level', { level })}</p>
      <p>
        <Link to={pagePath('settings-risk-profile', page.site)}>
          {level === null ? t('advising.answer') : t('advising.change')}
        </Link>
      </p>
    </section>
  );
}

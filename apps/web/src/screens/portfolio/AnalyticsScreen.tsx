import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../features/accounts-and-money/AccountPicker.tsx';
import { Performance } from '../../features/portfolio/Performance.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
/** Portfolio analytics: an account's value day by day and its time-weighted return over a period. */
export default function AnalyticsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('analytics.title'));
  return (
    <section className="portfolio-page" aria-labelledby="analytics-title">
      <h1 id="analytics-title">{t('analytics.title')}</h1>
      <AccountPicker label={t('accountPicker')}>
        {(account) => <Performance key={account.accid} accid={account.accid} site={page.site} />}
      </AccountPicker>
    </section>
  );
}

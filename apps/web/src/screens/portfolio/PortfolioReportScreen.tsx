import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../features/accounts-and-money/AccountPicker.tsx';
import { YearReport } from '../../features/portfolio/YearReport.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
/** The portfolio report: one account's year in figures, with its holdings at the end; printable. */
export default function PortfolioReportScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('report.title'));
  return (
    <section className="portfolio-page portfolio-report" aria-labelledby="report-title">
      <h1 id="report-title">{t('report.title')}</h1>
      <AccountPicker label={t('accountPicker')}>
        {(account) => <YearReport key={account.accid} accid={account.accid} site={page.site} />}
      </AccountPicker>
    </section>
  );
}

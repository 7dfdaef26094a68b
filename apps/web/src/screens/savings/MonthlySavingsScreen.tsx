import { useTranslation } from 'react-i18next';
import { SavingsPlanList } from '../../features/savings/SavingsPlanList.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/savings/savings.css';

/** Monthly savings: the customer's plans, each with its runs, and the way to start another. */
export default function MonthlySavingsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('savings');
  useDocumentTitle(t('title'));
  return (
    <section className="savings-page" aria-labelledby="savings-title">
      <h1 id="savings-title">{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <p className="savings-actions">
        <Link className="btn btn-primary" to={pagePath('monthly-savings-create', page.site)}>
          {t('list.start')}
        </Link>
        <Link
          className="btn btn-secondary"
          to={pagePath('monthly-savings-auto-fund', page.site, { step: 'amount' })}
        >
          {t('list.stepByStep')}
        </Link>
      </p>
      <p>
        {t('list.guideAsk')}{' '}
        <Link to={pagePath('fund-portfolio-guide', page.site)}>{t('list.guideLink')}</Link>
      </p>
      <p>
        <Link to={pagePath('monthly-savings-transfer', page.site, { kind: 'funds', step: 'transfer' })}>
          {t('list.fundLink')}
        </Link>
      </p>
      <p>
        <Link to={pagePath('move-savings', page.site, { step: 'choose-account' })}>
          {t('moveSavings.link')}
        </Link>
      </p>
      <SavingsPlanList site={page.site} />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { MortgageApplicationsList } from '../../features/credit/MortgageApplicationsList.tsx';
import { MortgageCalculator } from '../../features/credit/MortgageCalculator.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/credit/credit.css';

/** The mortgage: the terms in brief, the indication calculator, the way to apply, and past applications. */
export default function MortgageScreen({ page }: { page: Page }) {
  const { t } = useTranslation('credit');
  useDocumentTitle(t('mortgage.title'));
  return (
    <section className="credit-page" aria-labelledby="mortgage-title">
      <h1 id="mortgage-title">{t('mortgage.title')}</h1>
      <p className="credit-lead">{t('mortgage.lead')}</p>
      <ul className="credit-terms">
        <li>{t('mortgage.terms.loan')}</li>
        <li>{t('mortgage.terms.ltv')}</li>
        <li>{t('mortgage.terms.rate')}</li>
        <li>{t('mortgage.terms.amortisation')}</li>
      </ul>
      <h2>{t('mortgage.calculator.title')}</h2>
      <MortgageCalculator site={page.site} />
      <MortgageApplicationsList site={page.site} />
      <p className="muted">
        {t('mortgage.privateBankingNote')}{' '}
        <Link to={pagePath('private-banking', page.site)}>{t('mortgage.toPrivateBanking')}</Link>
      </p>
    </section>
  );
}

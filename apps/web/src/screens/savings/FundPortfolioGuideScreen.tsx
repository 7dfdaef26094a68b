import { useTranslation } from 'react-i18next';
import { FundPortfolioGuide } from '../../features/savings/FundPortfolioGuide.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/savings/savings.css';

/** The fund portfolio guide: a risk level chosen, a mix of funds suggested, a monthly savings plan started with it. */
export default function FundPortfolioGuideScreen({ page }: { page: Page }) {
  const { t } = useTranslation('savings');
  useDocumentTitle(t('guide.title'));
  return (
    <section className="guide-page" aria-labelledby="guide-title">
      <h1 id="guide-title">{t('guide.title')}</h1>
      <p className="muted">{t('guide.lead')}</p>
      <FundPortfolioGuide site={page.site} />
      <p>
        <Link to={pagePath('monthly-savings', page.site)}>{t('form.toList')}</Link>
      </p>
    </section>
  );
}

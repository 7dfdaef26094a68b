import { useTranslation } from 'react-i18next';
import { wholeAmount } from '../../features/credit/amount-input.ts';
import { ApplicationStatus } from '../../features/credit/application/ApplicationStatus.tsx';
import { MortgageApplicationWizard } from '../../features/credit/application/MortgageApplicationWizard.tsx';
import { Link, useSearchParams } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/credit/credit.css';

/**
 * The mortgage application: the stepped journey, or with `?application=` one application's status
 * page (where the journey lands once signed). Figures carried from the calculator
 * (`?propertyValue=&loanAmount=`) fill a new application.
 */
export default function MortgageApplicationScreen({ page }: { page: Page }) {
  const { t } = useTranslation('credit');
  useDocumentTitle(t('application.title'));
  const [search] = useSearchParams();
  const id = search.get('application');
  const shownId = id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
  return (
    <section className="credit-page" aria-labelledby="mortgage-application-title">
      <h1 id="mortgage-application-title">
        {shownId ? t('application.statusTitle') : t('application.title')}
      </h1>
      {shownId ? (
        <ApplicationStatus id={shownId} site={page.site} />
      ) : (
        <>
          <p className="credit-lead">
            {t('application.lead')}{' '}
            <Link to={pagePath('mortgage', page.site)}>{t('application.toCalculator')}</Link>
          </p>
          <MortgageApplicationWizard
            site={page.site}
            carried={{
              propertyValue: wholeAmount(search.get('propertyValue') ?? ''),
              loanAmount: wholeAmount(search.get('loanAmount') ?? ''),
            }}
          />
        </>
      )}
    </section>
  );
}

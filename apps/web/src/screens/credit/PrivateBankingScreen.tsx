import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ContactRequestForm } from '../../features/credit/ContactRequestForm.tsx';
import { PrivateBankingStanding } from '../../features/credit/PrivateBankingStanding.tsx';
import { usePrivateBanking } from '../../features/credit/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/credit/credit.css';

const OFFERS = ['banker', 'mortgage', 'lending', 'events'] as const;

/** Private banking: what it offers, the threshold and where the customer stands, and asking to be contacted. */
export default function PrivateBankingScreen({ page }: { page: Page }) {
  const { t } = useTranslation('credit');
  useDocumentTitle(t('privateBanking.title'));
  const errorMessage = useErrorMessage();
  const standing = usePrivateBanking();
  return (
    <section className="credit-page" aria-labelledby="private-banking-title">
      <h1 id="private-banking-title">{t('privateBanking.title')}</h1>
      <p className="credit-lead">{t('privateBanking.lead')}</p>
      <h2>{t('privateBanking.offersTitle')}</h2>
      <ul className="credit-offers">
        {OFFERS.map((offer) => (
          <li key={offer}>
            <strong>{t(`privateBanking.offers.${offer}.title`)}</strong>
            <br />
            {t(`privateBanking.offers.${offer}.text`)}
            {offer === 'mortgage' && (
              <>
                {' '}
                <Link to={pagePath('mortgage', page.site)}>{t('privateBanking.toMortgage')}</Link>
              </>
            )}
          </li>
        ))}
      </ul>
      <h2>{t('privateBanking.standingTitle')}</h2>
      {standing.isPending ? (
        <Spinner />
      ) : standing.isError ? (
        <Alert>{errorMessage(standing.error)}</Alert>
      ) : (
        <>
          <PrivateBankingStanding standing={standing.data} site={page.site} />
          {standing.data.offered && (
            <>
              <h2>{t('privateBanking.contact.title')}</h2>
              <p>
                {standing.data.eligible
                  ? t('privateBanking.contact.leadEligible')
                  : t('privateBanking.contact.lead')}
              </p>
              <ContactRequestForm site={page.site} asked={standing.data.contactThreadId !== null} />
            </>
          )}
        </>
      )}
    </section>
  );
}

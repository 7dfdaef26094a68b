import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './OutcomeScreen.css';

/**
 * Where an outside party (the eID, the bank, the payment provider) sends a customer back after they
 * cancelled, or after something failed on the way: plain words, nothing changed, a way on.
 */
export default function OutcomeScreen({ page }: { page: Page }) {
  const { t } = useTranslation('platform');
  const kind = page.routeId === 'canceled' ? 'canceled' : 'error';
  useDocumentTitle(t(`${kind}.title`));
  return (
    <section className="card narrow" aria-labelledby="outcome-title">
      <h1 id="outcome-title">{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.text`)}</p>
      <p className="button-row">
        <Link to={pagePath('home', page.site)} className="btn btn-primary">
          {t(`${kind}.home`)}
        </Link>
        {kind === 'error' && (
          <Link to={pagePath('status', page.site)} className="btn btn-secondary">
            {t('error.status')}
          </Link>
        )}
      </p>
    </section>
  );
}

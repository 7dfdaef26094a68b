import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** How adding a payout account ended: added (the bank verifies it now), cancelled, or put off. */
export default function PreRegisterStatusScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['market', 'payments']);
  const status =
    page.params.status === 'success' || page.params.status === 'cancel' ? page.params.status : 'postpone';
  useDocumentTitle(t(`payments:preRegister.outcome.${status}.title`));
  return (
    <section className="card narrow" aria-labelledby="pre-register-status-title">
      <h1 id="pre-register-status-title">{t(`payments:preRegister.outcome.${status}.title`)}</h1>
      <Alert tone={status === 'success' ? 'success' : 'info'}>
        {t(`payments:preRegister.outcome.${status}.text`)}
      </Alert>
      <p className="actions">
        {status === 'success' ? (
          <Link className="btn btn-primary" to={pagePath('withdrawals', page.site)}>
            {t('payments:preRegister.toWithdrawals')}
          </Link>
        ) : (
          <Link
            className="btn btn-primary"
            to={pagePath('pre-register', page.site, { tab: 'iban', action: 'add' })}
          >
            {t('payments:preRegister.tryAgain')}
          </Link>
        )}{' '}
        <Link to={pagePath('pre-register', page.site)}>{t('payments:preRegister.back')}</Link>
      </p>
    </section>
  );
}

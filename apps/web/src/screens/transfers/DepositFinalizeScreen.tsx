import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDepositStatus } from '../../features/accounts-and-money/deposit-queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { formatMoney } from '../../lib/format.ts';
import { Link, useLocation } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Where the provider sends the customer back: what they did at the bank (success, reject or cancel
 * in the path), then where the deposit stands, followed live until the bank's answer is in.
 */
export default function DepositFinalizeScreen({ page }: { page: Page }) {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('finalize.title'));
  const errorMessage = useErrorMessage();
  const accid = new URLSearchParams(useLocation().search).get('accid');
  const requestId = typeof page.params.requestId === 'string' ? page.params.requestId : null;
  const outcome =
    page.params.status === 'reject' || page.params.status === 'cancel' ? page.params.status : 'success';
  const deposit = useDepositStatus(accid, requestId);
  const links = (
    <p className="finalize-links">
      <Link to={pagePath('deposits', page.site)}>{t('finalize.again')}</Link>
      {' · '}
      <Link to={pagePath('accounts-overview', page.site)}>{t('finalize.toOverview')}</Link>
    </p>
  );
  return (
    <section className="card narrow" aria-labelledby="finalize-title">
      <h1 id="finalize-title">{t('finalize.title')}</h1>
      {!accid || deposit.isError ? (
        <Alert focus>{deposit.isError ? errorMessage(deposit.error) : t('loading.missing')}</Alert>
      ) : deposit.isPending ? (
        <Spinner />
      ) : (
        <>
          <Alert focus tone={outcome === 'success' ? 'success' : 'info'}>
            {t(`finalize.${outcome}`, {
              amount: formatMoney(deposit.data.amount, deposit.data.currency, page.site),
            })}
          </Alert>
          <p role="status" data-testid="deposit-status">
            {t(`finalize.status.${deposit.data.status}`)}
          </p>
        </>
      )}
      {links}
    </section>
  );
}

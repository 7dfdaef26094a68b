import { mandateSchemeOf } from '@havn/domain/broker/direct-debit';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { MandatePanel } from '../../features/accounts-and-money/MandatePanel.tsx';
import { RecurringDepositForm } from '../../features/accounts-and-money/RecurringDepositForm.tsx';
import { useSessionQuery } from '../../features/identity/queries.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/accounts-and-money/money-out.css';
import '../../features/accounts-and-money/direct-debit.css';

/**
 * Direct debit's two pages in one chunk (the shell lists each lazy screen, and the instrument page's
 * budget counts every byte of it): recurring deposits, and autogiro / avtalegiro / betalingsservice /
 * suoramaksu, the mandate page of the customer's country.
 */
export default function DirectDebitScreen({ page }: { page: Page }) {
  const { t } = useTranslation('payments');
  const session = useSessionQuery();
  const scheme = session.data ? mandateSchemeOf(session.data.country) : null;
  const recurring = page.routeId === 'recurring-deposits';
  const title = recurring
    ? t('recurring.title')
    : scheme
      ? t(`directDebit.schemes.${scheme}.name`)
      : t('directDebit.title');
  useDocumentTitle(title);
  let body = <p>{t('directDebit.notOffered')}</p>;
  if (session.isPending) body = <Spinner />;
  else if (scheme && recurring) {
    body = <RecurringDepositForm site={page.site} schemeName={t(`directDebit.schemes.${scheme}.name`)} />;
  } else if (scheme) body = <MandatePanel scheme={scheme} site={page.site} />;
  return (
    <section className="card narrow" aria-labelledby="direct-debit-title">
      <h1 id="direct-debit-title">{title}</h1>
      {recurring && <p>{t('recurring.intro')}</p>}
      {body}
    </section>
  );
}

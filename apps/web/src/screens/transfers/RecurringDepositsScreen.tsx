import { mandateSchemeOf } from '@havn/domain/broker/direct-debit';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { RecurringDepositForm } from '../../features/accounts-and-money/RecurringDepositForm.tsx';
import { useSessionQuery } from '../../features/identity/queries.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/accounts-and-money/money-out.css';
import '../../features/accounts-and-money/direct-debit.css';

export default function RecurringDepositsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('recurring.title'));
  const session = useSessionQuery();
  const scheme = session.data ? mandateSchemeOf(session.data.country) : null;
  return (
    <section className="card narrow" aria-labelledby="recurring-title">
      <h1 id="recurring-title">{t('recurring.title')}</h1>
      <p>{t('recurring.intro')}</p>
      {session.isPending ? (
        <Spinner />
      ) : scheme ? (
        <RecurringDepositForm site={page.site} schemeName={t(`directDebit.schemes.${scheme}.name`)} />
      ) : (
        <p>{t('directDebit.notOffered')}</p>
      )}
    </section>
  );
}

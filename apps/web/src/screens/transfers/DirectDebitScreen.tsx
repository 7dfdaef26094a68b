import { mandateSchemeOf } from '@havn/domain/broker/direct-debit';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { MandatePanel } from '../../features/accounts-and-money/MandatePanel.tsx';
import { useSessionQuery } from '../../features/identity/queries.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/accounts-and-money/money-out.css';
import '../../features/accounts-and-money/direct-debit.css';

/** autogiro / avtalegiro / betalingsservice / suoramaksu: the mandate screen of the customer's country. */
export default function DirectDebitScreen({ page }: { page: Page }) {
  const { t } = useTranslation('payments');
  const session = useSessionQuery();
  const scheme = session.data ? mandateSchemeOf(session.data.country) : null;
  const title = scheme ? t(`directDebit.schemes.${scheme}.name`) : t('directDebit.title');
  useDocumentTitle(title);
  return (
    <section className="card narrow" aria-labelledby="direct-debit-title">
      <h1 id="direct-debit-title">{title}</h1>
      {session.isPending ? (
        <Spinner />
      ) : scheme ? (
        <MandatePanel scheme={scheme} site={page.site} />
      ) : (
        <p>{t('directDebit.notOffered')}</p>
      )}
    </section>
  );
}

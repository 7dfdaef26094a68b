import { useTranslation } from 'react-i18next';
import { SubscriptionsForm } from '../../features/accounts-and-money/SubscriptionsForm.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Settings → subscriptions: which e-mails and notifications the customer gets. */
export default function SubscriptionsScreen() {
  const { t } = useTranslation('accounts');
  const title = t('subscriptions.title');
  useDocumentTitle(title);
  return (
    <section className="card narrow" aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title">{title}</h1>
      <SubscriptionsForm />
    </section>
  );
}

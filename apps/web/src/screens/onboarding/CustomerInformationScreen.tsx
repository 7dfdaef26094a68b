import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ContactForm } from '../../features/identity/onboarding/ContactForm.tsx';
import { IdentityFacts } from '../../features/identity/onboarding/IdentityFacts.tsx';
import { useConfirmCustomerInformation, useProspect } from '../../features/identity/onboarding/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { useNavigate } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Onboarding step 2: the eID's data, prefilled and read-only, and the prospect's contact details. */
export default function CustomerInformationScreen({ page }: { page: Page }) {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('info.title'));
  const prospectId = String(page.params.prospectId ?? '');
  const prospect = useProspect(prospectId);
  const confirm = useConfirmCustomerInformation(prospectId);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  if (prospect.isPending) return <Spinner />;
  if (prospect.isError) return <Alert>{errorMessage(prospect.error)}</Alert>;
  return (
    <section className="card narrow" aria-labelledby="info-title">
      <h1 id="info-title">{t('info.title')}</h1>
      <p className="lead">{t('info.lead')}</p>
      <h2>{t('info.fromEid')}</h2>
      <IdentityFacts identity={prospect.data.identity} />
      <h2>{t('info.contact')}</h2>
      {confirm.isError && <Alert focus>{errorMessage(confirm.error)}</Alert>}
      <ContactForm
        initial={prospect.data}
        busy={confirm.isPending}
        submitLabel={confirm.isPending ? t('info.submitting') : t('info.submit')}
        onSubmit={(contact) =>
          confirm.mutate(contact, {
            onSuccess: () => navigate(pagePath('customer-creation', page.site, { prospectId })),
          })
        }
      />
    </section>
  );
}

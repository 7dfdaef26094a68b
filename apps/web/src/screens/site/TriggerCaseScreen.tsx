import { useTranslation } from 'react-i18next';
import { THREAD_QUERY } from '../../features/site/support/CustomerSupport.tsx';
import { NewThreadForm } from '../../features/site/support/NewThreadForm.tsx';
import { useNavigate } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Create a case: the signed-in customer opens a support case, which is a new support thread; once sent
 * the conversation opens on the messages page, where support's answer will arrive.
 */
export default function TriggerCaseScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['platform', 'routes']);
  const title = t('routes:titles.trigger-case');
  useDocumentTitle(title);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="trigger-case-title" className="markets-page">
      <h1 id="trigger-case-title">{title}</h1>
      <p className="lead">{t('support.caseLead')}</p>
      <NewThreadForm
        initialCategory={null}
        submitLabel={t('support.caseSend')}
        onCreated={(thread) =>
          navigate(`${pagePath('messages', page.site)}?${new URLSearchParams({ [THREAD_QUERY]: thread.id })}`)
        }
      />
    </section>
  );
}

import type { FaqCategory, SiteId } from '@havn/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useSearchParams } from '../../../lib/navigation.tsx';
import { NewThreadForm } from './NewThreadForm.tsx';
import { useSupportThreadsQuery } from './queries.ts';
import { SupportConversation } from './SupportConversation.tsx';
import { SupportThreadList } from './SupportThreadList.tsx';
import './support.css';

/** The open thread's place in the URL, so a link (or the trigger-case page) can open one. */
export const THREAD_QUERY = 'thread';
/** `?write=1` opens "Write to us" (the FAQ's link when no category is chosen). */
export const WRITE_QUERY = 'write';

/**
 * The customer's conversations with Havn's support: their threads (unread answers marked), the one
 * open, and "Write to us" — open from the start when the page was reached with a category (the FAQ's
 * "Still need help?") or when there is no thread yet.
 */
export function CustomerSupport({ site, category }: { site: SiteId; category: FaqCategory | null }) {
  const { t } = useTranslation('platform');
  const threads = useSupportThreadsQuery();
  const [search, setSearch] = useSearchParams();
  const selected = search.get(THREAD_QUERY);
  const [writing, setWriting] = useState(category !== null || search.get(WRITE_QUERY) === '1');
  const headingId = useId();
  const hrefOf = (threadId: string) => `?${new URLSearchParams({ [THREAD_QUERY]: threadId })}`;
  const showForm = writing || (threads.data?.length === 0 && selected === null);

  return (
    <section className="support-layout" aria-labelledby={headingId}>
      <div className="support-conversation">
        <h2 id={headingId}>{t('support.title')}</h2>
        {!showForm && (
          <div>
            <Button variant="secondary" onClick={() => setWriting(true)}>
              {t('support.write')}
            </Button>
          </div>
        )}
        {showForm && (
          <NewThreadForm
            initialCategory={category}
            submitLabel={t('support.form.send')}
            onCreated={(thread) => {
              setWriting(false);
              setSearch({ [THREAD_QUERY]: thread.id });
            }}
          />
        )}
        {threads.isPending && <Spinner />}
        {threads.isError && <Alert>{t('support.loadError')}</Alert>}
        {threads.data && threads.data.length > 0 && (
          <SupportThreadList threads={threads.data} selectedId={selected} site={site} hrefOf={hrefOf} />
        )}
      </div>
      {selected && <SupportConversation key={selected} threadId={selected} reader="CUSTOMER" site={site} />}
    </section>
  );
}

import { SUPPORT_INBOX_TOPIC } from '@havn/contract/web';
import {
  FAQ_CATEGORIES,
  type FaqCategory,
  SUPPORT_THREAD_STATES,
  type SupportThreadState,
} from '@havn/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { THREAD_QUERY } from '../../features/site/support/CustomerSupport.tsx';
import { useSupportInboxQuery, useSupportUnreadQuery } from '../../features/site/support/queries.ts';
import { SupportConversation } from '../../features/site/support/SupportConversation.tsx';
import { SupportThreadList } from '../../features/site/support/SupportThreadList.tsx';
import { useSupportLiveUpdates } from '../../features/site/support/use-support-live-updates.ts';
import { useSearchParams } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * The support back office: every customer's threads, unread first, by state and category; the open one
 * answered or closed here. Kept live by the inbox topic. Only support staff get past the first check
 * (the server refuses everyone else with NOT_SUPPORT_STAFF; this page does not even ask).
 */
export default function BackOfficeSupportScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['platform', 'routes']);
  const title = t('routes:titles.back-office-support');
  useDocumentTitle(title);
  const unread = useSupportUnreadQuery(true);
  const staff = unread.data ? unread.data.inboxUnread !== null : null;
  useSupportLiveUpdates(staff ? SUPPORT_INBOX_TOPIC : null);
  const [state, setState] = useState<SupportThreadState | undefined>(undefined);
  const [category, setCategory] = useState<FaqCategory | undefined>(undefined);
  const inbox = useSupportInboxQuery({ state, category }, staff === true);
  const [search] = useSearchParams();
  const selected = search.get(THREAD_QUERY);
  const categoryId = useId();
  const hrefOf = (threadId: string) => `?${new URLSearchParams({ [THREAD_QUERY]: threadId })}`;

  return (
    <section aria-labelledby="back-office-title" className="markets-page">
      <h1 id="back-office-title">{title}</h1>
      {unread.isPending && <Spinner />}
      {staff === false && <Alert tone="info">{t('support.staffOnly')}</Alert>}
      {staff && (
        <div className="support-layout">
          <div className="support-conversation">
            <p role="status">{t('support.inboxUnread', { count: unread.data?.inboxUnread ?? 0 })}</p>
            <fieldset className="faq-categories">
              <legend>{t('support.filterState')}</legend>
              {([undefined, ...SUPPORT_THREAD_STATES] as const).map((value) => (
                <label key={value ?? 'ALL'} className={value === state ? 'faq-chip faq-chip-on' : 'faq-chip'}>
                  <input
                    type="radio"
                    name="support-state"
                    checked={value === state}
                    onChange={() => setState(value)}
                  />
                  {value ? t(`support.state.${value}`) : t('faq.category.ALL')}
                </label>
              ))}
            </fieldset>
            <div className="field">
              <label htmlFor={categoryId}>{t('support.form.category')}</label>
              <select
                id={categoryId}
                value={category ?? ''}
                onChange={(event) =>
                  setCategory((event.target.value || undefined) as FaqCategory | undefined)
                }
              >
                <option value="">{t('faq.category.ALL')}</option>
                {FAQ_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`faq.category.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            {inbox.isPending && <Spinner />}
            {inbox.isError && <Alert>{t('support.loadError')}</Alert>}
            {inbox.data?.length === 0 && <p>{t('support.inboxEmpty')}</p>}
            {inbox.data && inbox.data.length > 0 && (
              <SupportThreadList
                threads={inbox.data}
                selectedId={selected}
                site={page.site}
                showCustomer
                hrefOf={hrefOf}
              />
            )}
          </div>
          {selected && (
            <SupportConversation key={selected} threadId={selected} reader="SUPPORT" site={page.site} />
          )}
        </div>
      )}
    </section>
  );
}

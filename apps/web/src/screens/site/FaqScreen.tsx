import { FAQ_CATEGORIES, type FaqCategory, faqCategoryWord, faqMatches, siteLanguage } from '@havn/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useFaqQuery } from '../../features/site/faq-queries.ts';
import { WRITE_QUERY } from '../../features/site/support/CustomerSupport.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './FaqScreen.css';

/**
 * The FAQ by category, searched as the customer types (the domain's rule, the same as the server's
 * `?q=`); each answer opens under its question.
 */
export default function FaqScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['platform', 'routes']);
  const title = t('routes:titles.faq');
  useDocumentTitle(title);
  const language = siteLanguage[page.site];
  const faq = useFaqQuery(language);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory | 'ALL'>('ALL');
  const searchId = useId();
  const shown = useMemo(
    () =>
      (faq.data ?? []).filter(
        (entry) => (category === 'ALL' || entry.category === category) && faqMatches(entry, query, language),
      ),
    [faq.data, category, query, language],
  );
  return (
    <section aria-labelledby="faq-title" className="faq-page">
      <h1 id="faq-title">{title}</h1>
      <p className="lead">{t('platform:faq.lead')}</p>
      <search className="faq-tools">
        <label htmlFor={searchId}>{t('platform:faq.search')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t('platform:faq.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </search>
      <fieldset className="faq-categories">
        <legend>{t('platform:faq.categories')}</legend>
        {(['ALL', ...FAQ_CATEGORIES] as const).map((value) => (
          <label key={value} className={value === category ? 'faq-chip faq-chip-on' : 'faq-chip'}>
            <input
              type="radio"
              name="faq-category"
              value={value}
              checked={value === category}
              onChange={() => setCategory(value)}
            />
            {t(`platform:faq.category.${value}`)}
          </label>
        ))}
      </fieldset>
      {faq.isPending && <Spinner />}
      {faq.isError && (
        <>
          <Alert>{t('platform:faq.loadError')}</Alert>
          <Button variant="secondary" onClick={() => void faq.refetch()}>
            {t('platform:faq.retry')}
          </Button>
        </>
      )}
      {faq.data && (
        <p className="muted" role="status">
          {t('platform:faq.count', { count: shown.length })}
        </p>
      )}
      {faq.data && shown.length === 0 && <p>{t('platform:faq.none')}</p>}
      <div className="faq-list">
        {shown.map((entry) => (
          <details key={entry.question} className="card faq-entry">
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </div>
      <p className="card faq-help">
        {t('platform:faq.stillNeedHelp')}{' '}
        <Link
          to={
            category === 'ALL'
              ? `${pagePath('messages', page.site)}?${WRITE_QUERY}=1`
              : pagePath('messages', page.site, { faqCategory: faqCategoryWord(category) })
          }
        >
          {t('platform:faq.writeToUs')}
        </Link>
      </p>
    </section>
  );
}

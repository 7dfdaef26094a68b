import { siteLanguage } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { KnowledgeTest } from '../../features/accounts-and-money/KnowledgeTest.tsx';
import { groupOfCategory, safeReturnPath } from '../../features/accounts-and-money/product-groups.ts';
import { Link, useSearchParams } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** knowledge-test/{mifid2Category}: one product group's test; `?return=` is where a pass leads back to. */
export default function KnowledgeTestScreen({ page }: { page: Page }) {
  const { t } = useTranslation('accounts');
  const group = groupOfCategory(page.params.mifid2Category);
  const [search] = useSearchParams();
  const title = group ? t('test.title', { group: t(`groups.${group}`) }) : t('test.unknown');
  useDocumentTitle(title);
  return (
    <section className="card narrow" aria-labelledby="test-title">
      <h1 id="test-title">{title}</h1>
      {group ? (
        <KnowledgeTest
          key={group}
          group={group}
          language={siteLanguage[page.site]}
          site={page.site}
          returnTo={safeReturnPath(search.get('return'))}
        />
      ) : (
        <p>
          <Link to={pagePath('settings-approved-instruments', page.site)}>{t('test.allGroups')}</Link>
        </p>
      )}
    </section>
  );
}

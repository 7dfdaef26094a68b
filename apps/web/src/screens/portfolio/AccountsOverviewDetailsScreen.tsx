import { useTranslation } from 'react-i18next';
import { PerAccount, parseAccids } from '../../features/portfolio/PerAccount.tsx';
import { PositionsList } from '../../features/portfolio/PositionsList.tsx';
import { formatMoney } from '../../lib/format.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function AccountsOverviewDetailsScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['market', 'common']);
  useDocumentTitle(t('market:positions.title'));
  return (
    <section className="portfolio-page" aria-labelledby="details-title">
      <h1 id="details-title">{t('market:positions.title')}</h1>
      <PerAccount accids={parseAccids(page.params.accids)}>
        {(account) => (
          <>
            <p>
              {t('common:home.buyingPower')}: {formatMoney(account.buyingPower, account.currency, page.site)}
            </p>
            <PositionsList accid={account.accid} site={page.site} />
          </>
        )}
      </PerAccount>
    </section>
  );
}

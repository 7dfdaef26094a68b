import { useTranslation } from 'react-i18next';
import { CommunityCard } from '../../features/community/community-card/CommunityCard.tsx';
import { useSessionQuery } from '../../features/identity/queries.ts';
import { OverviewSummary } from '../../features/portfolio/OverviewSummary.tsx';
import { PortfolioOverview } from '../../features/portfolio/PortfolioOverview.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function AccountsOverviewScreen({ page }: { page: Page }) {
  const { t } = useTranslation();
  const session = useSessionQuery();
  useDocumentTitle(t('home.accountsTitle'));
  const user = session.data;
  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title">
        {user ? t('home.greeting', { name: user.name ?? user.username }) : t('home.accountsTitle')}
      </h1>
      <OverviewSummary site={page.site} />
      <PortfolioOverview site={page.site} />
      <CommunityCard />
    </section>
  );
}

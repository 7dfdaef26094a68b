import { build } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../features/community/content/use-viewer.ts';
import { DiscoverChips } from '../../features/community/discover/DiscoverChips.tsx';
import {
  GroupWidget,
  InstrumentWidget,
  UserWidget,
} from '../../features/community/discover/DiscoverWidgets.tsx';
import { MyReportsButton } from '../../features/community/moderation/MyReports.tsx';
import { TranslationSettingsButton } from '../../features/community/translation-settings/TranslationSettingsButton.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './DiscoverOverviewScreen.css';
import './community.css';
import { SignUpBanner } from '../../features/community/membership/SignUpBanner.tsx';

/** Discover: instruments (all, or my holdings), members to follow, and groups. */
export default function DiscoverOverviewScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['groups', 'routes']);
  const title = t('routes:titles.discover-overview');
  useDocumentTitle(title);
  const { viewer } = useViewer();
  const myHoldings = page.params.chip === 'my-holdings';
  return (
    <section className="gr-discover" aria-labelledby="discover-title">
      <div className="gr-discover-head">
        <h1 id="discover-title">{title}</h1>
        <div className="gr-discover-tools">
          <MyReportsButton />
          <TranslationSettingsButton />
        </div>
      </div>
      <p className="lead">{t('discover.lead')}</p>
      <SignUpBanner />
      <DiscoverChips
        chips={[
          {
            label: t('discover.chips.all'),
            to: build('discover-overview', {}, page.site),
            current: !myHoldings,
          },
          {
            label: t('discover.chips.myHoldings'),
            to: build('discover-overview', { chip: 'my-holdings' }, page.site),
            current: myHoldings,
          },
        ]}
      />
      <div className="gr-discover-grid">
        <InstrumentWidget myHoldings={myHoldings} />
        <UserWidget />
        <GroupWidget chip="most-active" />
        {viewer.loggedIn && <GroupWidget chip="my-groups" />}
      </div>
    </section>
  );
}

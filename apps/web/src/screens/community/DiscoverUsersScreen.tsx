import { useTranslation } from 'react-i18next';
import { UserList } from '../../features/community/discover/DiscoverLists.tsx';
import { SignUpBanner } from '../../features/community/membership/SignUpBanner.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Discover users: members worth following. */
export default function DiscoverUsersScreen(_props: { page: Page }) {
  const { t } = useTranslation(['groups', 'routes']);
  const title = t('routes:titles.discover-users');
  useDocumentTitle(title);
  return (
    <section className="gr-discover" aria-labelledby="discover-users-title">
      <h1 id="discover-users-title">{title}</h1>
      <SignUpBanner />
      <UserList />
    </section>
  );
}

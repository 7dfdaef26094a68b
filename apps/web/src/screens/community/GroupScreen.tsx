import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { GroupHeader } from '../../features/community/groups/GroupHeader.tsx';
import { JoinRequestsPanel } from '../../features/community/groups/JoinRequestsPanel.tsx';
import { useGroupQuery } from '../../features/community/groups/queries.ts';
import { TranslationSettingsButton } from '../../features/community/translation-settings/TranslationSettingsButton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './GroupScreen.css';

/** The feed and its moderation dialogs load with the page's header drawn, as on an instrument page. */
const GroupFeed = lazy(() => import('./GroupFeed.tsx'));

import { SignUpBanner } from '../../features/community/membership/SignUpBanner.tsx';

/**
 * A group by slug: its header (logo, name, description, members, kind, join, edit) and its feed. A
 * private group shows its card to everyone, its feed to members only; its admin answers requests.
 */
export default function GroupScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['groups', 'routes']);
  const group = useGroupQuery(page.params.slug ?? '');
  useDocumentTitle(group.data?.name ?? t('routes:titles.group'));

  if (group.isPending) return <Spinner />;
  if (group.isError) {
    const notFound = group.error instanceof ApiError && group.error.status === 404;
    return (
      <section aria-labelledby="group-title">
        <h1 id="group-title">{t('routes:titles.group')}</h1>
        <Alert>{notFound ? t('group.notFound') : t('group.loadFailed')}</Alert>
      </section>
    );
  }
  return (
    <article className="gr-group-page" aria-labelledby="group-title">
      <GroupHeader group={group.data} />
      <SignUpBanner />
      <div className="gr-group-tools">
        <TranslationSettingsButton />
      </div>
      <JoinRequestsPanel group={group.data} />
      {group.data.kind === 'PRIVATE' && !group.data.isMember ? (
        <p className="gr-private-notice" data-testid="group-private-notice">
          {t('private.membersOnly')}
        </p>
      ) : (
        <Suspense fallback={<Spinner />}>
          <GroupFeed group={group.data} />
        </Suspense>
      )}
    </article>
  );
}

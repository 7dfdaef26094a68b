import type { GroupView } from '@havn/contract/web';
import { type ComponentProps, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import type { EditGroupDrawer as Drawer } from './EditGroupDrawer.tsx';
import { GroupLogo } from './GroupLogo.tsx';
import { JoinGroupButton } from './JoinGroupButton.tsx';
import './GroupHeader.css';

/** The edit drawer (its name check and look-alike table) is the creator's: it loads on their first click. */
const { Part: EditGroupDrawer } = lazyPart<ComponentProps<typeof Drawer>>(() =>
  import('./EditGroupDrawer.tsx').then((m) => ({ default: m.EditGroupDrawer })),
);

/** The top of a group page: logo, name, kind, member count, description, join toggle, and edit for its creator. */
export function GroupHeader({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState(false);
  return (
    <header className="gr-group-header">
      <GroupLogo group={group} size={72} />
      <div className="gr-group-header-text">
        <h1 id="group-title">{group.name}</h1>
        <p className="gr-group-meta">
          <span>{t(`group.kind.${group.kind}`)}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid="group-member-count">{t('group.members', { count: group.memberCount })}</span>
        </p>
        {group.description && <p className="gr-group-description">{group.description}</p>}
      </div>
      <div className="gr-group-header-actions">
        <JoinGroupButton group={group} />
        {group.isCreator && (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setEdited(true);
                setEditing(true);
              }}
            >
              {t('group.edit')}
            </Button>
            {edited && (
              <Suspense fallback={null}>
                <EditGroupDrawer group={group} open={editing} onOpenChange={setEditing} />
              </Suspense>
            )}
          </>
        )}
      </div>
    </header>
  );
}

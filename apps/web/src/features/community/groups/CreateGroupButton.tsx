import { hasPermission, PERMISSIONS, viewerRoles } from '@havn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useSessionQuery } from '../../identity/queries.ts';
import { useViewer } from '../content/use-viewer.ts';
import { CreateGroupDrawer } from './CreateGroupDrawer.tsx';
import { ProfileRequired } from './JoinGroupButton.tsx';
import { LoginLink } from './LoginLink.tsx';

/** "Create group" for members; a visitor is asked to log in first, a customer without a profile is told why not. */
export function CreateGroupButton() {
  const { t } = useTranslation('groups');
  const session = useSessionQuery();
  const { viewer } = useViewer();
  const [open, setOpen] = useState(false);
  if (session.isPending) return null;
  if (!viewer.loggedIn) return <LoginLink className="btn btn-primary">{t('create.loginToCreate')}</LoginLink>;
  if (!hasPermission(viewerRoles(viewer), PERMISSIONS.createGroup)) {
    return <ProfileRequired />;
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('create.open')}</Button>
      <CreateGroupDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}

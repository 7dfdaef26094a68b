import type { GroupView } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useSessionQuery } from '../../identity/queries.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useViewer } from '../content/use-viewer.ts';
import { LoginLink } from './LoginLink.tsx';
import { PrivateGroupAccess } from './PrivateGroupAccess.tsx';
import { useJoinGroupToggle } from './queries.ts';

/**
 * Join or leave; a visitor is asked to log in, a customer without a profile to join the community.
 * A private group is joined by request or invitation (PrivateGroupAccess); its members leave here.
 */
export function JoinGroupButton({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const session = useSessionQuery();
  const { viewer, isMember } = useViewer();
  if (session.isPending) return null;
  if (!viewer.loggedIn) {
    return <LoginLink className="btn btn-primary">{t('group.loginToJoin')}</LoginLink>;
  }
  if (!isMember) return <ProfileRequired />;
  if (group.kind === 'PRIVATE' && !group.isMember) return <PrivateGroupAccess group={group} />;
  return <MemberJoinToggle group={group} />;
}

/** Why a customer without a community profile cannot join (the error words load only to say so). */
export function ProfileRequired() {
  const { t } = useTranslation('errors');
  return <p className="muted">{t('PROFILE_REQUIRED')}</p>;
}

function MemberJoinToggle({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const errorMessage = useErrorMessage();
  const { toggle, error } = useJoinGroupToggle(group);
  return (
    <div className="gr-group-join">
      <Button variant={group.isMember ? 'secondary' : 'primary'} onClick={toggle}>
        {group.isMember ? t('group.leave') : t('group.join')}
      </Button>
      {error !== null && (
        <Alert>
          {t('group.joinFailed')} {errorMessage(error)}
        </Alert>
      )}
    </div>
  );
}

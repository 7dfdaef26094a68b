import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Dialog.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { Avatar } from './Avatar.tsx';
import { useMutedQuery, useMuteMutation } from './queries.ts';
import './MutedUsersModal.css';
import './profile.css';

/** The members I muted, each with Unmute (spec section 6: a member may see and unmute muted users). */
export function MutedUsersModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('community');
  const muted = useMutedQuery(open);
  const unmute = useMuteMutation();
  const errorMessage = useErrorMessage();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('muted.title')}>
      {muted.isPending ? (
        <Spinner />
      ) : muted.isError ? (
        <Alert>{errorMessage(muted.error)}</Alert>
      ) : muted.data.profiles.length === 0 ? (
        <p className="muted">{t('muted.empty')}</p>
      ) : (
        <ul className="cp-member-list">
          {muted.data.profiles.map((profile) => (
            <li key={profile.id} className="cp-member-row">
              <Avatar uri={profile.avatarUri} username={profile.username} size={36} />
              <span className="cp-member-name">{profile.username}</span>
              <Button
                variant="secondary"
                busy={unmute.isPending && unmute.variables?.profile.id === profile.id}
                aria-label={t('muted.unmuteUser', { username: profile.username })}
                onClick={() => unmute.mutate({ profile, muted: false })}
              >
                {t('muted.unmute')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unmute.isError && <Alert>{errorMessage(unmute.error)}</Alert>}
    </Modal>
  );
}

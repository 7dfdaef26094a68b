import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Modal } from '../../../components/Dialog.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { Avatar } from '../content/Avatar.tsx';
import { ProfileName } from '../content/ProfileName.tsx';
import { useReactionProfilesQuery } from './queries.ts';
import './ReactionsModal.css';

/** Who liked an item, in a modal. */
export function ReactionsModal({
  itemId,
  open,
  onOpenChange,
}: {
  itemId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('feed');
  const reactions = useReactionProfilesQuery(itemId, open);
  const profiles = reactions.data?.reactions.find((r) => r.type === 'LIKE')?.profiles ?? [];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('reactions.listTitle')}>
      {reactions.isPending && <Spinner />}
      {reactions.isError && <Alert>{t('reactions.loadError')}</Alert>}
      {reactions.isSuccess && profiles.length === 0 && <p className="muted">{t('reactions.none')}</p>}
      {profiles.length > 0 && (
        <ul className="feed-profile-list">
          {profiles.map((profile) => (
            <li key={profile.id}>
              <Avatar uri={profile.avatarUri} name={profile.username} size={32} />
              <ProfileName profile={profile} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

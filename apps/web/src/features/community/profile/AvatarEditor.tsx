import type { ProfileView } from '@havn/contract/web';
import { isPresetAvatar } from '@havn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { Avatar } from './Avatar.tsx';
import { AvatarFileInput, PresetPicker } from './AvatarPicker.tsx';
import { type AvatarChoice, useUpdateAvatarMutation } from './queries.ts';
import '../community.css';
import './profile.css';

/** The avatar part of the profile edit drawer: upload an image (sent at once) or pick a preset. */
export function AvatarEditor({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('community');
  const update = useUpdateAvatarMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [preset, setPreset] = useState<string | null>(
    profile.avatarUri && isPresetAvatar(profile.avatarUri) ? profile.avatarUri : null,
  );

  const send = (choice: AvatarChoice) => {
    setProblem(null);
    update.mutate(choice, {
      onError: (error) =>
        setProblem(
          error instanceof ApiError && error.code === 'FILE_TOO_LARGE'
            ? t('avatar.tooLargeEdit')
            : error instanceof ApiError && error.code === 'INVALID_FILE_FORMAT'
              ? t('avatar.invalidFormat')
              : t('avatar.uploadFailed'),
        ),
    });
  };

  return (
    <section className="cp-edit-section" aria-labelledby="cp-edit-avatar">
      <h3 id="cp-edit-avatar">{t('avatar.label')}</h3>
      <div className="cp-avatar-current">
        <Avatar uri={profile.avatarUri} username={profile.username} size={72} />
        <span aria-live="polite" className="muted">
          {update.isPending ? t('avatar.uploading') : update.isSuccess ? t('avatar.saved') : ''}
        </span>
      </div>
      <AvatarFileInput
        context="edit"
        error={problem}
        disabled={update.isPending}
        onProblem={setProblem}
        onFile={(file) => send({ kind: 'file', file })}
      />
      <PresetPicker value={preset} username={profile.username} onChange={setPreset} />
      <Button
        variant="secondary"
        disabled={!preset || preset === profile.avatarUri}
        busy={update.isPending}
        onClick={() => preset && send({ kind: 'preset', uri: preset })}
      >
        {t('avatar.usePreset')}
      </Button>
      {update.isError && !problem && <Alert>{t('avatar.uploadFailed')}</Alert>}
    </section>
  );
}

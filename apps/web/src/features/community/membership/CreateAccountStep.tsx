import { canCreateProfile, PRESET_AVATARS, PROFILE_CREATE_ERROR_MS } from '@havn/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { focusOn } from '../../../lib/focus.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { Avatar } from '../profile/Avatar.tsx';
import { AvatarFileInput, PresetPicker } from '../profile/AvatarPicker.tsx';
import type { AvatarChoice } from '../profile/queries.ts';
import { useCreateProfileMutation } from './queries.ts';
import { UsernameField } from './UsernameField.tsx';
import { useUsernameCheck } from './use-username-check.ts';
import '../community.css';
import './CreateAccountStep.css';
import './membership.css';

/**
 * Step 1 of joining: a username (checked as typed), an avatar (an image or a preset) and the terms.
 * Create needs an available name and accepted terms; a failure shows 'Error code: {message}' for 5 s.
 */
export function CreateAccountStep({ onCreated }: { onCreated(): void }) {
  const { t } = useTranslation('community');
  const errorMessage = useErrorMessage();
  const termsId = useId();
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const check = useUsernameCheck(username);
  const [avatar, setAvatar] = useState<AvatarChoice>({
    kind: 'preset',
    uri: PRESET_AVATARS[0] ?? 'preset:green-1',
  });
  const [preview, setPreview] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [failure, setFailure] = useState<{ message: string; taken: boolean } | null>(null);
  const create = useCreateProfileMutation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failure === null) return;
    const timer = setTimeout(() => setFailure(null), PROFILE_CREATE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failure]);
  // The busy button dropped focus: a taken name sends it to the name, anything else back to Create.
  useEffect(() => {
    if (!failure) return;
    const form = formRef.current;
    focusOn(
      form?.querySelector<HTMLElement>(failure.taken ? 'input[name="username"]' : 'button[type="submit"]'),
    );
  }, [failure]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const ready = canCreateProfile({ usernameState: check.state, acceptedTerms });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || check.state !== 'VALID') return;
    setFailure(null);
    create.mutate(
      { username: username.normalize('NFC'), avatar },
      {
        onSuccess: onCreated,
        onError: (error) =>
          setFailure({
            message: t('onboarding.createError', { message: errorMessage(error) }),
            taken: error instanceof ApiError && error.code === 'USERNAME_TAKEN',
          }),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} className="cp-onboarding-form" noValidate>
      <p className="muted">{t('onboarding.createIntro')}</p>
      <UsernameField
        value={username}
        check={check}
        touched={touched}
        onChange={(value) => {
          setTouched(true);
          setUsername(value);
          // A refusal of the name as it was ("already registered") no longer holds for a new one.
          if (failure?.taken) setFailure(null);
        }}
      />
      <fieldset className="cp-avatar-chooser">
        <legend>{t('avatar.label')}</legend>
        <div className="cp-avatar-current">
          {avatar.kind === 'file' && preview ? (
            // A browser shows no PCX, DCX, WBMP, XBM or XPM (nor TIFF, mostly): the initials stand in.
            <img
              className="cp-avatar"
              src={preview}
              alt=""
              width={72}
              height={72}
              onError={() => setPreview(null)}
            />
          ) : (
            <Avatar uri={avatar.kind === 'preset' ? avatar.uri : null} username={username || '?'} size={72} />
          )}
          {avatar.kind === 'file' && <span className="muted">{avatar.file.name}</span>}
        </div>
        <AvatarFileInput
          context="create"
          error={fileProblem}
          onProblem={setFileProblem}
          onFile={(file) => {
            setFileProblem(null);
            setAvatar({ kind: 'file', file });
            setPreview(URL.createObjectURL(file));
          }}
        />
        <PresetPicker
          value={avatar.kind === 'preset' ? avatar.uri : null}
          username={username}
          onChange={(uri) => {
            setAvatar({ kind: 'preset', uri });
            setPreview(null);
          }}
        />
      </fieldset>
      <div className="cp-checkbox">
        <input
          id={termsId}
          type="checkbox"
          checked={acceptedTerms}
          onChange={(event) => setAcceptedTerms(event.target.checked)}
        />
        <label htmlFor={termsId}>{t('onboarding.terms')}</label>
      </div>
      {failure && <Alert>{failure.message}</Alert>}
      <Button type="submit" disabled={!ready} busy={create.isPending}>
        {create.isPending ? t('onboarding.creating') : t('onboarding.create')}
      </Button>
    </form>
  );
}

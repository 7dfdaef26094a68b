import { PRESET_AVATARS, parsePresetAvatar } from '@havn/domain';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from './Avatar.tsx';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file.ts';
import '../community.css';
import './AvatarPicker.css';

/**
 * Choose an image file for the avatar. The file is checked here first; `context` picks the wording,
 * since the edit drawer says 'File is larger than maximum allowed size 1MB.' where joining says
 * 'File size is too large' (spec section 5).
 */
export function AvatarFileInput({
  context,
  error,
  onFile,
  onProblem,
  disabled,
}: {
  context: 'create' | 'edit';
  error: string | null;
  onFile(file: File): void;
  onProblem(message: string): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('community');
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem === 'invalidFormat') onProblem(t('avatar.invalidFormat'));
    else if (problem === 'tooLarge')
      onProblem(t(context === 'edit' ? 'avatar.tooLargeEdit' : 'avatar.tooLarge'));
    else onFile(file);
  };
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{t('avatar.upload')}</label>
      <input
        id={id}
        type="file"
        accept={AVATAR_ACCEPT}
        onChange={change}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="cp-file-input"
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('avatar.uploadHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The 30 preset avatars (3 colours, 10 each) as one radio group. */
export function PresetPicker({
  value,
  username,
  onChange,
}: {
  value: string | null;
  username: string;
  onChange(uri: string): void;
}) {
  const { t } = useTranslation('community');
  const name = useId();
  return (
    <fieldset className="cp-presets">
      <legend>{t('avatar.presets')}</legend>
      <div className="cp-preset-grid">
        {PRESET_AVATARS.map((uri) => {
          const preset = parsePresetAvatar(uri);
          return (
            <label key={uri} className="cp-preset">
              <input
                type="radio"
                name={name}
                value={uri}
                checked={value === uri}
                onChange={() => onChange(uri)}
                className="visually-hidden"
              />
              <Avatar uri={uri} username={username || '?'} size={40} />
              <span className="visually-hidden">
                {t('avatar.preset', {
                  colour: t(`avatar.colours.${preset?.colour ?? 'green'}`),
                  number: preset?.n ?? 1,
                })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

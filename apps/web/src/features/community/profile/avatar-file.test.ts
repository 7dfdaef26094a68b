import { AVATAR_FILE_TYPES, UPLOAD_MAX_BYTES } from '@havn/domain';
import { LANGUAGES, resources } from '@havn/i18n';
import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file.ts';

describe('the avatar picker offers what the server decodes (one list in packages/domain)', () => {
  const extensions = Object.values(AVATAR_FILE_TYPES).flatMap((type) => [...type.extensions]);

  it('offers the spec’s ten types (section 5, Avatar upload)', () => {
    for (const type of ['jpeg', 'jpg', 'png', 'tiff', 'pcx', 'dcx', 'gif', 'wbmp', 'xbm', 'xpm']) {
      expect(extensions).toContain(type);
    }
  });

  it.each(extensions)('takes a .%s file (any case) up to 1 MB', (extension) => {
    expect(avatarFileProblem({ name: `me.${extension}`, size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ name: `ME.${extension.toUpperCase()}`, size: 10 })).toBeNull();
    expect(AVATAR_ACCEPT.split(',')).toContain(`.${extension}`);
  });

  it.each(['webp', 'svg', 'bmp', 'heic'])('refuses a .%s file before uploading', (ext) => {
    expect(avatarFileProblem({ name: `me.${ext}`, size: 10 })).toBe('invalidFormat');
    expect(AVATAR_ACCEPT.split(',')).not.toContain(`.${ext}`);
  });

  it('refuses a file without an extension and one byte over 1 MB', () => {
    expect(avatarFileProblem({ name: 'me', size: 10 })).toBe('invalidFormat');
    expect(avatarFileProblem({ name: 'me.png', size: UPLOAD_MAX_BYTES + 1 })).toBe('tooLarge');
  });

  it.each(LANGUAGES)('the %s hint names every accepted type', (language) => {
    const hint = (resources[language].community as { avatar: { uploadHint: string } }).avatar.uploadHint;
    for (const { label } of Object.values(AVATAR_FILE_TYPES)) expect(hint).toContain(label);
  });
});

import { AVATAR_EXTENSIONS, isAvatarFileName, UPLOAD_MAX_BYTES } from '@havn/domain';

/**
 * The avatar file check the browser can make before uploading (spec section 5, Avatar upload): the
 * types the server decodes (one list in packages/domain, read by the server's image policy too) and
 * at most 1 MB. The server checks the bytes again whatever the name says.
 */
export { AVATAR_EXTENSIONS };

/** For the file input's `accept`: the picker offers the allowed types first. */
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export type AvatarFileProblem = 'invalidFormat' | 'tooLarge';

export function avatarFileProblem(file: { name: string; size: number }): AvatarFileProblem | null {
  if (!isAvatarFileName(file.name)) return 'invalidFormat';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

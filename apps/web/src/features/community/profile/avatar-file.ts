import { UPLOAD_MAX_BYTES } from '@havn/domain';

/**
 * The avatar file check the browser can make before uploading (spec section 5, Avatar upload): the
 * types the spec lists and at most 1 MB. The server checks the bytes again whatever the name says.
 * @TODO(community domain): move the type list to packages/domain beside UPLOAD_MAX_BYTES when the
 * server's image policy reads it from there too.
 */
export const AVATAR_EXTENSIONS = [
  'jpeg',
  'jpg',
  'png',
  'tiff',
  'pcx',
  'dcx',
  'gif',
  'wbmp',
  'xbm',
  'xpm',
] as const;

/** For the file input's `accept`: the picker offers the allowed types first. */
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export type AvatarFileProblem = 'invalidFormat' | 'tooLarge';

export function avatarFileProblem(file: { name: string; size: number }): AvatarFileProblem | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) return 'invalidFormat';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

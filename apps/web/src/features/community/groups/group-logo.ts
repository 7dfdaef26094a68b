import { UPLOAD_MAX_BYTES } from '@havn/domain';

/**
 * The group logo checks the browser can make before uploading (spec section 5, Groups): at most
 * 1 MB, and JPEG, PNG, GIF or WebP. The server re-checks by magic bytes; this only spares the wait.
 */
export const GROUP_LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** What the file picker offers; the extensions help pickers that ignore MIME types. */
export const GROUP_LOGO_ACCEPT = [...GROUP_LOGO_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.webp'].join(',');

export type GroupLogoProblem = 'tooLarge' | 'invalidFormat';

export function groupLogoProblem(file: Pick<File, 'size' | 'type'>): GroupLogoProblem | null {
  if (!(GROUP_LOGO_TYPES as readonly string[]).includes(file.type)) return 'invalidFormat';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

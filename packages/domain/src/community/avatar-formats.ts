/**
 * The avatar file types, once, for the web's picker and the server's decoder (spec section 5, Avatar
 * upload). Keys are the extension `file-type` reports for the magic bytes; `extensions` are the file
 * names the picker offers and accepts.
 *
 * The spec lists "jpeg, jpg, png, tiff, pcx, dcx, gif, wbmp, xbm, xpm". The server decodes with
 * sharp (libvips), which reads JPEG, PNG, GIF and TIFF. PCX, DCX, WBMP, XBM and XPM have no maintained
 * decoder on npm and none in sharp's prebuilt libvips (only ImageMagick reads them), so they are not
 * offered and are refused as 'Invalid file format'; `AVATAR_SPEC_TYPES_NOT_DECODED` names them so the
 * gap stays visible.
 */
export const AVATAR_FILE_TYPES = {
  jpg: { label: 'JPEG', mime: 'image/jpeg', extensions: ['jpeg', 'jpg'] },
  png: { label: 'PNG', mime: 'image/png', extensions: ['png'] },
  gif: { label: 'GIF', mime: 'image/gif', extensions: ['gif'] },
  tif: { label: 'TIFF', mime: 'image/tiff', extensions: ['tiff', 'tif'] },
} as const;
export type AvatarFileType = keyof typeof AVATAR_FILE_TYPES;
export const AVATAR_TYPES = Object.keys(AVATAR_FILE_TYPES) as AvatarFileType[];

/** Every file name extension an avatar may have, lower case, without the dot. */
export const AVATAR_EXTENSIONS: readonly string[] = AVATAR_TYPES.flatMap((type) => [
  ...AVATAR_FILE_TYPES[type].extensions,
]);

/** The spec's avatar types that no safe decoder reads; refused. */
export const AVATAR_SPEC_TYPES_NOT_DECODED = ['pcx', 'dcx', 'wbmp', 'xbm', 'xpm'] as const;

/** Whether a file name's extension is one of the avatar types (case-insensitive). */
export function isAvatarFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return AVATAR_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}

/**
 * The avatar file types, once, for the web's picker and the server's decoders (spec section 5, Avatar
 * upload: "jpeg, jpg, png, tiff, pcx, dcx, gif, wbmp, xbm, xpm"). Keys name the decoder the server
 * uses; `extensions` are the file names the picker offers and accepts. JPEG, PNG, GIF and TIFF are read
 * by sharp (libvips); PCX, DCX, WBMP, XBM and XPM by Havn's own small decoders, since no maintained npm
 * package reads them.
 */
export const AVATAR_FILE_TYPES = {
  jpg: { label: 'JPEG', mime: 'image/jpeg', extensions: ['jpeg', 'jpg'] },
  png: { label: 'PNG', mime: 'image/png', extensions: ['png'] },
  gif: { label: 'GIF', mime: 'image/gif', extensions: ['gif'] },
  tif: { label: 'TIFF', mime: 'image/tiff', extensions: ['tiff', 'tif'] },
  pcx: { label: 'PCX', mime: 'image/x-pcx', extensions: ['pcx'] },
  dcx: { label: 'DCX', mime: 'image/x-dcx', extensions: ['dcx'] },
  wbmp: { label: 'WBMP', mime: 'image/vnd.wap.wbmp', extensions: ['wbmp'] },
  xbm: { label: 'XBM', mime: 'image/x-xbitmap', extensions: ['xbm'] },
  xpm: { label: 'XPM', mime: 'image/x-xpixmap', extensions: ['xpm'] },
} as const;
export type AvatarFileType = keyof typeof AVATAR_FILE_TYPES;
export const AVATAR_TYPES = Object.keys(AVATAR_FILE_TYPES) as AvatarFileType[];

/** Every file name extension an avatar may have, lower case, without the dot. */
export const AVATAR_EXTENSIONS: readonly string[] = AVATAR_TYPES.flatMap((type) => [
  ...AVATAR_FILE_TYPES[type].extensions,
]);

/** The file name's extension, lower case, without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a file name's extension is one of the avatar types (case-insensitive). */
export function isAvatarFileName(name: string): boolean {
  return AVATAR_EXTENSIONS.includes(fileExtension(name));
}

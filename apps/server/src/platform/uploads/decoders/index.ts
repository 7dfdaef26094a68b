import { fileExtension } from '@havn/domain';
import { decodeDcx, looksLikeDcx } from './dcx.ts';
import { decodePcx, looksLikePcx } from './pcx.ts';
import type { Raster } from './raster.ts';
import { decodeWbmp, looksLikeWbmp } from './wbmp.ts';
import { decodeXbm, looksLikeXbm } from './xbm.ts';
import { decodeXpm, looksLikeXpm } from './xpm.ts';

export { ImageDecodeError, type Raster } from './raster.ts';

/**
 * Havn's own decoders for the spec's avatar types that neither sharp nor a maintained npm package
 * reads. Each turns bytes into an RGBA raster, or throws ImageDecodeError; sharp then re-encodes the
 * raster as it does every other upload.
 */
export type OwnImageFormat = 'pcx' | 'dcx' | 'wbmp' | 'xbm' | 'xpm';

export const OWN_DECODERS: Record<OwnImageFormat, (bytes: Uint8Array) => Raster> = {
  pcx: decodePcx,
  dcx: decodeDcx,
  wbmp: decodeWbmp,
  xbm: decodeXbm,
  xpm: decodeXpm,
};

/** What the upload says it is: the form part's file name and Content-Type. Never trusted alone. */
export interface DeclaredFile {
  name: string;
  mime: string;
}

const WBMP_MIME = 'image/vnd.wap.wbmp';

/**
 * Which of our decoders reads these bytes, by their magic. WBMP has none (it starts with two zero
 * bytes), so it is tried only on a file whose name or type says WBMP.
 */
export function detectOwnFormat(bytes: Uint8Array, declared: DeclaredFile): OwnImageFormat | null {
  if (looksLikeDcx(bytes)) return 'dcx';
  if (looksLikePcx(bytes)) return 'pcx';
  if (looksLikeXpm(bytes)) return 'xpm';
  if (looksLikeXbm(bytes)) return 'xbm';
  const saysWbmp = fileExtension(declared.name) === 'wbmp' || declared.mime.toLowerCase() === WBMP_MIME;
  if (saysWbmp && looksLikeWbmp(bytes)) return 'wbmp';
  return null;
}

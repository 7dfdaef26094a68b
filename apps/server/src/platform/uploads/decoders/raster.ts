import { exceedsPixelLimits, pixelLimitMessage } from '../image-limits.ts';

/** A decoded image: 8-bit RGBA, row by row, top to bottom; what sharp takes as raw input. */
export interface Raster {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/**
 * Why a file was not decoded: 'invalid' (not this format, truncated, garbled) answers 415
 * INVALID_FILE_FORMAT, 'tooLarge' (a canvas over the pixel limits) 413 FILE_TOO_LARGE.
 */
export class ImageDecodeError extends Error {
  readonly kind: 'invalid' | 'tooLarge';
  constructor(kind: 'invalid' | 'tooLarge', detail: string) {
    super(detail);
    this.kind = kind;
  }
}

export function invalid(detail: string): ImageDecodeError {
  return new ImageDecodeError('invalid', detail);
}

/**
 * The one place our decoders allocate pixels. The header's dimensions are checked against the pixel
 * limits, then against the bytes the file has: `bytesNeeded` is the least input that could describe
 * that many pixels, so a few bytes cannot make us allocate a canvas they do not fill.
 */
export function allocateRaster(
  width: number,
  height: number,
  bytesNeeded: number,
  bytesAvailable: number,
): Raster {
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) {
    throw invalid(`The image declares ${width}×${height} pixels.`);
  }
  if (exceedsPixelLimits(width, height)) {
    throw new ImageDecodeError('tooLarge', pixelLimitMessage(width, height));
  }
  if (bytesNeeded > bytesAvailable) {
    throw invalid(
      `The image needs at least ${bytesNeeded} bytes of pixel data; the file has ${bytesAvailable}.`,
    );
  }
  return { width, height, rgba: new Uint8Array(width * height * 4) };
}

/** Bounds-checked little- and big-endian reads: past the end is a truncated file. */
export function u8(bytes: Uint8Array, at: number): number {
  if (at < 0 || at >= bytes.length) throw invalid('The file ends early.');
  return bytes[at]!;
}

export function u16le(bytes: Uint8Array, at: number): number {
  return u8(bytes, at) | (u8(bytes, at + 1) << 8);
}

export function u32le(bytes: Uint8Array, at: number): number {
  return (u16le(bytes, at) + u16le(bytes, at + 2) * 0x10000) >>> 0;
}

/** Writes one opaque or transparent pixel. */
export function setPixel(raster: Raster, index: number, r: number, g: number, b: number, a = 255): void {
  const at = index * 4;
  raster.rgba[at] = r;
  raster.rgba[at + 1] = g;
  raster.rgba[at + 2] = b;
  raster.rgba[at + 3] = a;
}

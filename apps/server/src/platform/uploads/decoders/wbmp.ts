import { allocateRaster, invalid, type Raster, setPixel, u8 } from './raster.ts';

/**
 * WBMP (WAP) type 0: a type field of 0, a fixed header byte of 0 (no extension headers), width and
 * height as multi-byte integers (seven bits a byte, the high bit set on all but the last), then rows
 * of one bit a pixel, most significant bit first, each row padded to a byte; 1 is white.
 * The format has no magic number, so it is only tried on a file that says it is a WBMP.
 */
const MAX_INT_BYTES = 4;

export function looksLikeWbmp(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && bytes[0] === 0 && bytes[1] === 0;
}

function multiByteInt(bytes: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  for (let i = 0; i < MAX_INT_BYTES; i += 1) {
    const byte = u8(bytes, at + i);
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return { value, next: at + i + 1 };
  }
  throw invalid('A WBMP dimension is longer than four bytes.');
}

export function decodeWbmp(bytes: Uint8Array): Raster {
  if (!looksLikeWbmp(bytes)) throw invalid('Not a type 0 WBMP.');
  const width = multiByteInt(bytes, 2);
  const height = multiByteInt(bytes, width.next);
  const rowBytes = Math.ceil(width.value / 8);
  const dataAt = height.next;
  const raster = allocateRaster(width.value, height.value, rowBytes * height.value, bytes.length - dataAt);
  for (let y = 0; y < raster.height; y += 1) {
    const row = dataAt + y * rowBytes;
    for (let x = 0; x < raster.width; x += 1) {
      const v = (bytes[row + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
      setPixel(raster, y * raster.width + x, v, v, v);
    }
  }
  return raster;
}

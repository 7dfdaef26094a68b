import { decodePcx } from './pcx.ts';
import { invalid, type Raster, u32le } from './raster.ts';

/**
 * DCX, a fax format: the magic 0x3ADE68B1, then a table of up to 1023 page offsets ended by a zero,
 * each page a PCX. The avatar is the first page.
 */
const DCX_MAGIC = 0x3ade68b1;
const TABLE_AT = 4;

export function looksLikeDcx(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && u32le(bytes, 0) === DCX_MAGIC;
}

export function decodeDcx(bytes: Uint8Array): Raster {
  if (!looksLikeDcx(bytes)) throw invalid('Not a DCX file.');
  const first = u32le(bytes, TABLE_AT);
  // The page follows at least the magic and its own table entry, and lies inside the file.
  if (first < TABLE_AT + 4 || first >= bytes.length) throw invalid('The DCX has no first page.');
  // The page ends where the second begins (its 256-colour palette is read from its end), or at the
  // file's end when there is no second page.
  const second = first >= TABLE_AT + 8 ? u32le(bytes, TABLE_AT + 4) : 0;
  if (second !== 0 && (second <= first || second > bytes.length))
    throw invalid('The DCX page table is broken.');
  return decodePcx(bytes.subarray(first, second === 0 ? bytes.length : second));
}

import { nextToken, parseCInteger, skipSpaceAndComments, type Token } from './c-source.ts';
import { allocateRaster, invalid, type Raster, setPixel } from './raster.ts';

/**
 * XBM, X11's bitmap as C source:
 *   #define name_width 16
 *   #define name_height 16
 *   static char name_bits[] = { 0x00, 0xff, ... };
 * Bits least significant first, rows padded to a byte (or to 16 bits in X10's `short` arrays);
 * 1 is black (the foreground), 0 white.
 */
const DECLARATION_TOKENS_MAX = 16;

export function looksLikeXbm(bytes: Uint8Array): boolean {
  try {
    const start = skipSpaceAndComments(bytes, 0);
    const hash = nextToken(bytes, start);
    return hash?.text === '#' && nextToken(bytes, hash.end)?.text === 'define';
  } catch {
    return false;
  }
}

function expect(bytes: Uint8Array, from: number, kind: Token['kind']): Token {
  const token = nextToken(bytes, from);
  if (!token || token.kind !== kind) throw invalid(`The XBM wants a ${kind} at byte ${from}.`);
  return token;
}

export function decodeXbm(bytes: Uint8Array): Raster {
  let width = Number.NaN;
  let height = Number.NaN;
  let token = nextToken(bytes, 0);
  while (token?.text === '#') {
    const directive = expect(bytes, token.end, 'word');
    if (directive.text !== 'define') throw invalid(`The XBM has a #${directive.text}.`);
    const name = expect(bytes, directive.end, 'word');
    const value = expect(bytes, name.end, 'word');
    if (name.text === 'width' || name.text.endsWith('_width')) width = parseCInteger(value.text);
    else if (name.text === 'height' || name.text.endsWith('_height')) height = parseCInteger(value.text);
    token = nextToken(bytes, value.end);
  }
  if (Number.isNaN(width) || Number.isNaN(height)) throw invalid('The XBM names no width and height.');

  // `static unsigned char name_bits[] = {`: a few words up to the brace; `short` means X10's 16 bits.
  let bitsPerValue = 8;
  for (let i = 0; token?.text !== '{'; i += 1) {
    if (!token || i >= DECLARATION_TOKENS_MAX) throw invalid('The XBM has no bits array.');
    if (token.text === 'short') bitsPerValue = 16;
    token = nextToken(bytes, token.end);
  }
  const valuesPerRow = Math.ceil(width / bitsPerValue);
  const count = valuesPerRow * height;
  // Each value takes at least two characters of source ("0,").
  const raster = allocateRaster(width, height, count, Math.ceil((bytes.length - token.end) / 2));

  let pos = token.end;
  const maxValue = 2 ** bitsPerValue - 1;
  for (let i = 0; i < count; i += 1) {
    const word = expect(bytes, pos, 'word');
    const value = parseCInteger(word.text);
    if (!(value <= maxValue))
      throw invalid(`The XBM value ${word.text} is not a ${bitsPerValue}-bit number.`);
    const separator = nextToken(bytes, word.end);
    const last = i === count - 1;
    if (separator?.text !== ',' && !(last && separator?.text === '}'))
      throw invalid('The XBM bits are garbled.');
    pos = separator.end;
    const y = Math.floor(i / valuesPerRow);
    const x0 = (i % valuesPerRow) * bitsPerValue;
    for (let b = 0; b < bitsPerValue && x0 + b < width; b += 1) {
      const v = (value >> b) & 1 ? 0 : 255;
      setPixel(raster, y * width + x0 + b, v, v, v);
    }
    // A trailing comma before the closing brace is allowed; more values than the size are not.
    if (last && separator.text === ',' && nextToken(bytes, pos)?.text !== '}') {
      throw invalid('The XBM has more bits than its size.');
    }
  }
  return raster;
}

import { nextToken } from './c-source.ts';
import { allocateRaster, invalid, type Raster, setPixel } from './raster.ts';
import { parseXpmColour, type Rgba } from './xpm-colours.ts';

/**
 * XPM3, X11's pixmap as C source: `/* XPM *\/ static char *name[] = { "w h ncolors cpp", ncolors
 * colour lines ("<chars> c #rrggbb", "c None", "c red"), h pixel rows of w × cpp characters }`.
 * Only the string literals matter; they are read in order with the C lexer.
 */
const MAGIC = '/* XPM */';
const MAX_CHARS_PER_PIXEL = 8;
const COLOUR_KEYS = new Set(['c', 'm', 'g4', 'g', 's']);

export function looksLikeXpm(bytes: Uint8Array): boolean {
  let at = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) at = 3;
  while (at < bytes.length && (bytes[at] === 0x20 || (bytes[at]! >= 0x09 && bytes[at]! <= 0x0d))) at += 1;
  for (let i = 0; i < MAGIC.length; i += 1) {
    if (bytes[at + i] !== MAGIC.charCodeAt(i)) return false;
  }
  return true;
}

function whitespaceWords(text: string): string[] {
  return text.split(/[ \t]+/).filter((word) => word.length > 0);
}

function positiveInteger(word: string | undefined): number {
  if (!word || word.length > 9 || ![...word].every((ch) => ch >= '0' && ch <= '9')) return Number.NaN;
  return Number(word);
}

/** One colour line after its pixel characters: key-value pairs, a value perhaps of several words. */
function colourOfLine(rest: string): Rgba {
  const values = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const word of whitespaceWords(rest)) {
    if (COLOUR_KEYS.has(word)) {
      current = [];
      values.set(word, current);
    } else if (current) {
      current.push(word);
    } else {
      throw invalid('An XPM colour line is garbled.');
    }
  }
  // The colour visual first; a greyscale or mono value where a file gives nothing else.
  for (const key of ['c', 'g', 'g4', 'm']) {
    const words = values.get(key);
    if (words && words.length > 0) return parseXpmColour(words.join(' '));
  }
  throw invalid('An XPM colour line has no colour.');
}

export function decodeXpm(bytes: Uint8Array): Raster {
  if (!looksLikeXpm(bytes)) throw invalid('Not an XPM file.');
  let pos = 0;
  const nextString = (): string => {
    for (let token = nextToken(bytes, pos); token; token = nextToken(bytes, token.end)) {
      if (token.kind === 'string') {
        pos = token.end;
        return token.text;
      }
      if (token.text === '}') break;
    }
    throw invalid('The XPM ends early.');
  };

  const [w, h, n, c] = whitespaceWords(nextString()).map(positiveInteger);
  const [width, height, colours, cpp] = [w ?? Number.NaN, h ?? Number.NaN, n ?? Number.NaN, c ?? Number.NaN];
  if (!(cpp >= 1 && cpp <= MAX_CHARS_PER_PIXEL) || !(colours >= 1))
    throw invalid('The XPM values are garbled.');
  // Every pixel is cpp characters of source and every colour line at least cpp + 3 ("x c y").
  const rest = bytes.length - pos;
  if (colours * (cpp + 3) > rest) throw invalid('The XPM has fewer colour lines than it says.');
  const raster = allocateRaster(width, height, width * height * cpp, rest);

  const palette = new Map<string, Rgba>();
  for (let i = 0; i < colours; i += 1) {
    const line = nextString();
    if (line.length <= cpp) throw invalid('An XPM colour line is garbled.');
    palette.set(line.slice(0, cpp), colourOfLine(line.slice(cpp)));
  }

  for (let y = 0; y < height; y += 1) {
    const row = nextString();
    if (row.length < width * cpp) throw invalid('An XPM pixel row is short.');
    for (let x = 0; x < width; x += 1) {
      const colour = palette.get(cpp === 1 ? row[x]! : row.slice(x * cpp, x * cpp + cpp));
      if (!colour) throw invalid('An XPM pixel has no colour.');
      setPixel(raster, y * width + x, colour[0], colour[1], colour[2], colour[3]);
    }
  }
  return raster;
}

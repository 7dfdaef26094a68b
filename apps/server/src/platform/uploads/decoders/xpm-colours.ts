import { hexDigit } from './c-source.ts';
import { invalid } from './raster.ts';

/** An XPM colour: r, g, b, a. */
export type Rgba = readonly [number, number, number, number];

export const TRANSPARENT: Rgba = [0, 0, 0, 0];

/**
 * The X11 colour names XPM files use most (rgb.txt's values, lower case, spaces removed); grayN and
 * greyN (0 to 100) are computed. A name not here makes the file unreadable rather than a guess.
 */
const X11_NAMES: Record<string, number> = {
  black: 0x000000,
  white: 0xffffff,
  red: 0xff0000,
  green: 0x00ff00,
  blue: 0x0000ff,
  yellow: 0xffff00,
  cyan: 0x00ffff,
  magenta: 0xff00ff,
  gray: 0xbebebe,
  grey: 0xbebebe,
  lightgray: 0xd3d3d3,
  lightgrey: 0xd3d3d3,
  darkgray: 0xa9a9a9,
  darkgrey: 0xa9a9a9,
  dimgray: 0x696969,
  dimgrey: 0x696969,
  slategray: 0x708090,
  slategrey: 0x708090,
  darkslategray: 0x2f4f4f,
  darkslategrey: 0x2f4f4f,
  gainsboro: 0xdcdcdc,
  silver: 0xc0c0c0,
  orange: 0xffa500,
  darkorange: 0xff8c00,
  purple: 0xa020f0,
  violet: 0xee82ee,
  pink: 0xffc0cb,
  brown: 0xa52a2a,
  maroon: 0xb03060,
  navy: 0x000080,
  navyblue: 0x000080,
  gold: 0xffd700,
  beige: 0xf5f5dc,
  khaki: 0xf0e68c,
  tan: 0xd2b48c,
  wheat: 0xf5deb3,
  ivory: 0xfffff0,
  snow: 0xfffafa,
  salmon: 0xfa8072,
  coral: 0xff7f50,
  tomato: 0xff6347,
  orchid: 0xda70d6,
  turquoise: 0x40e0d0,
  chocolate: 0xd2691e,
  sienna: 0xa0522d,
  firebrick: 0xb22222,
  indianred: 0xcd5c5c,
  darkred: 0x8b0000,
  darkgreen: 0x006400,
  darkblue: 0x00008b,
  lightblue: 0xadd8e6,
  skyblue: 0x87ceeb,
  steelblue: 0x4682b4,
  royalblue: 0x4169e1,
  forestgreen: 0x228b22,
  seagreen: 0x2e8b57,
  olivedrab: 0x6b8e23,
  limegreen: 0x32cd32,
  lightyellow: 0xffffe0,
};

const rgb = (value: number): Rgba => [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff, 255];

/** A colour value of an XPM colour line: None, #rgb in 4, 8, 12 or 16 bits a channel, or an X11 name. */
export function parseXpmColour(text: string): Rgba {
  const name = text.toLowerCase().replaceAll(' ', '');
  if (name === 'none') return TRANSPARENT;
  if (name.startsWith('#')) return hexColour(name.slice(1));
  const known = X11_NAMES[name];
  if (known !== undefined) return rgb(known);
  const gray = name.startsWith('gray') || name.startsWith('grey') ? name.slice(4) : '';
  if (gray.length > 0 && gray.length <= 3 && [...gray].every((ch) => ch >= '0' && ch <= '9')) {
    const percent = Number(gray);
    if (percent <= 100) {
      // As X11's rgb.txt has it: gray50 is 127, 50 × 2.55 rounding down in floating point.
      const v = Math.round(percent * 2.55);
      return [v, v, v, 255];
    }
  }
  throw invalid(`The XPM colour ${text.slice(0, 40)} is not known.`);
}

function hexColour(digits: string): Rgba {
  if (![3, 6, 9, 12].includes(digits.length))
    throw invalid(`The XPM colour #${digits.slice(0, 20)} is garbled.`);
  const n = digits.length / 3;
  const channel = (i: number) => {
    let value = 0;
    for (const ch of digits.slice(i * n, i * n + n)) {
      const d = hexDigit(ch);
      if (d < 0) throw invalid(`The XPM colour #${digits} is garbled.`);
      value = value * 16 + d;
    }
    // The top eight bits; one hex digit stands for itself twice (#f00 is #ff0000).
    return n === 1 ? value * 17 : value >> (4 * (n - 2));
  };
  return [channel(0), channel(1), channel(2), 255];
}

/**
 * Tiny encoders for the decoders' tests: each writes a real file of its format from a picture, so the
 * fixtures are made in the test, byte by byte, and the expected pixels are known exactly.
 */
export type Rgb = readonly [number, number, number];

/** A paletted picture: `index(x, y)` picks a palette entry. */
export interface Picture {
  width: number;
  height: number;
  palette: readonly Rgb[];
  index(x: number, y: number): number;
}

/** Four solid quadrants of palette entries 0 to 3 (top left, top right, bottom left, bottom right). */
export function quadrants(width: number, height: number, palette: readonly Rgb[]): Picture {
  const halfX = Math.floor(width / 2);
  const halfY = Math.floor(height / 2);
  return {
    width,
    height,
    palette,
    index: (x, y) => ((y < halfY ? 0 : 2) + (x < halfX ? 0 : 1)) % palette.length,
  };
}

/** Black and white quadrants, black at the top left: palette entry 0 black, 1 white. */
export function checker(width: number, height: number): Picture {
  const halfX = Math.floor(width / 2);
  const halfY = Math.floor(height / 2);
  return { width, height, palette: [BLACK, WHITE], index: (x, y) => Number(y < halfY !== x < halfX) };
}

export const BLACK: Rgb = [0, 0, 0];
export const WHITE: Rgb = [255, 255, 255];
export const COLOURS: readonly Rgb[] = [
  [220, 30, 40],
  [20, 160, 60],
  [30, 60, 210],
  [250, 200, 20],
];

export type PcxKind = 'mono' | 'ega16' | 'vga256' | 'rgb24';

/** RLE as ZSoft writes it: runs of up to 63, and any byte of 0xC0 or more as a run of one. */
function rle(line: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < line.length; ) {
    let run = 1;
    while (i + run < line.length && run < 63 && line[i + run] === line[i]) run += 1;
    if (run > 1 || line[i]! >= 0xc0) out.push(0xc0 | run, line[i]!);
    else out.push(line[i]!);
    i += run;
  }
  return out;
}

export function pcx(picture: Picture, kind: PcxKind): Buffer {
  const { width, height } = picture;
  const layouts: Record<PcxKind, [number, number]> = {
    mono: [1, 1],
    ega16: [1, 4],
    vga256: [8, 1],
    rgb24: [8, 3],
  };
  const [bitsPerPixel, planes] = layouts[kind];
  const bytesPerLine = Math.ceil((width * bitsPerPixel) / 8 / 2) * 2;
  const header = Buffer.alloc(128);
  header[0] = 0x0a;
  header[1] = 5;
  header[2] = 1;
  header[3] = bitsPerPixel;
  header.writeUInt16LE(width - 1, 8);
  header.writeUInt16LE(height - 1, 10);
  header.writeUInt16LE(72, 12);
  header.writeUInt16LE(72, 14);
  if (kind === 'ega16') {
    for (const [i, rgb] of picture.palette.slice(0, 16).entries()) header.set(rgb, 16 + i * 3);
  }
  header[65] = planes;
  header.writeUInt16LE(bytesPerLine, 66);
  header.writeUInt16LE(1, 68);

  const data: number[] = [];
  for (let y = 0; y < height; y += 1) {
    const line = new Uint8Array(bytesPerLine * planes);
    for (let x = 0; x < width; x += 1) {
      const index = picture.index(x, y);
      const rgb = picture.palette[index]!;
      if (kind === 'mono' || kind === 'ega16') {
        for (let p = 0; p < planes; p += 1) {
          if ((index >> p) & 1) line[p * bytesPerLine + (x >> 3)]! |= 0x80 >> (x & 7);
        }
      } else if (kind === 'vga256') {
        line[x] = index;
      } else {
        for (let p = 0; p < 3; p += 1) line[p * bytesPerLine + x] = rgb[p]!;
      }
    }
    data.push(...rle(line));
  }
  const parts = [header, Buffer.from(data)];
  if (kind === 'vga256') {
    const palette = Buffer.alloc(769);
    palette[0] = 0x0c;
    for (const [i, rgb] of picture.palette.entries()) palette.set(rgb, 1 + i * 3);
    parts.push(palette);
  }
  return Buffer.concat(parts);
}

/** A DCX of the given PCX pages. */
export function dcx(pages: Buffer[]): Buffer {
  const table = Buffer.alloc(4 + (pages.length + 1) * 4);
  table.writeUInt32LE(0x3ade68b1, 0);
  let offset = table.length;
  pages.forEach((page, i) => {
    table.writeUInt32LE(offset, 4 + i * 4);
    offset += page.length;
  });
  return Buffer.concat([table, ...pages]);
}

function multiByte(value: number): number[] {
  const out = [value & 0x7f];
  for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128))
    out.unshift(0x80 | (rest & 0x7f));
  return out;
}

/** WBMP type 0; palette entry 1 (or any index whose colour is white) is a white pixel. */
export function wbmp(picture: Picture): Buffer {
  const rowBytes = Math.ceil(picture.width / 8);
  const rows = Buffer.alloc(rowBytes * picture.height);
  for (let y = 0; y < picture.height; y += 1) {
    for (let x = 0; x < picture.width; x += 1) {
      if (picture.palette[picture.index(x, y)]![0] === 255) rows[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return Buffer.concat([
    Buffer.from([0, 0, ...multiByte(picture.width), ...multiByte(picture.height)]),
    rows,
  ]);
}

/** XBM as X11's bitmap(1) writes it; a black pixel is a 1. */
export function xbm(picture: Picture, name = 'avatar'): Buffer {
  const rowBytes = Math.ceil(picture.width / 8);
  const values: string[] = [];
  for (let y = 0; y < picture.height; y += 1) {
    for (let b = 0; b < rowBytes; b += 1) {
      let value = 0;
      for (let bit = 0; bit < 8; bit += 1) {
        const x = b * 8 + bit;
        if (x < picture.width && picture.palette[picture.index(x, y)]![0] === 0) value |= 1 << bit;
      }
      values.push(`0x${value.toString(16).padStart(2, '0')}`);
    }
  }
  return Buffer.from(
    `#define ${name}_width ${picture.width}\n#define ${name}_height ${picture.height}\n` +
      `static unsigned char ${name}_bits[] = {\n   ${values.join(', ')}};\n`,
  );
}

/** XPM3 with one or two characters a pixel; `colourNames` replaces #rrggbb for some entries. */
export function xpm(
  picture: Picture,
  options: { cpp?: 1 | 2; colourNames?: Record<number, string> } = {},
): Buffer {
  const cpp = options.cpp ?? 1;
  const keys = picture.palette.map((_, i) => (cpp === 1 ? '.#+@%&*='[i]! : `a${'bcdefghi'[i]!}`));
  const hex = (rgb: Rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const lines = [`${picture.width} ${picture.height} ${picture.palette.length} ${cpp}`];
  for (const [i, rgb] of picture.palette.entries()) {
    lines.push(`${keys[i]} c ${options.colourNames?.[i] ?? hex(rgb)}`);
  }
  for (let y = 0; y < picture.height; y += 1) {
    let row = '';
    for (let x = 0; x < picture.width; x += 1) row += keys[picture.index(x, y)];
    lines.push(row);
  }
  return Buffer.from(
    `/* XPM */\nstatic char *avatar[] = {\n/* columns rows colors chars-per-pixel */\n${lines.map((l) => `"${l}"`).join(',\n')}\n};\n`,
  );
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detectOwnFormat,
  ImageDecodeError,
  OWN_DECODERS,
  type OwnImageFormat,
  type Raster,
} from './index.ts';
import {
  BLACK,
  COLOURS,
  checker,
  dcx,
  type Picture,
  pcx,
  quadrants,
  type Rgb,
  wbmp,
  xbm,
  xpm,
} from './test-encoders.ts';

/** Every pixel of the raster is the picture's, opaque unless the test says otherwise. */
function expectPixels(raster: Raster, picture: Picture, alphaOf: (index: number) => number = () => 255) {
  expect([raster.width, raster.height]).toEqual([picture.width, picture.height]);
  for (let y = 0; y < picture.height; y += 1) {
    for (let x = 0; x < picture.width; x += 1) {
      const at = (y * picture.width + x) * 4;
      const index = picture.index(x, y);
      const alpha = alphaOf(index);
      const expected = alpha === 0 ? [0, 0, 0, 0] : [...picture.palette[index]!, alpha];
      expect([...raster.rgba.subarray(at, at + 4)], `pixel ${x},${y}`).toEqual(expected);
    }
  }
}

function decodeError(decode: () => unknown): ImageDecodeError {
  try {
    decode();
  } catch (error) {
    if (error instanceof ImageDecodeError) return error;
    throw error;
  }
  throw new Error('decoded what it should have refused');
}

const mono = checker(21, 9);
const four = quadrants(21, 9, COLOURS);
const none = { name: '', mime: '' };

describe('PCX', () => {
  it.each(['mono', 'ega16', 'vga256', 'rgb24'] as const)(
    'reads %s, rows padded and RLE across bytes',
    (kind) => {
      const picture = kind === 'mono' ? mono : four;
      const file = pcx(picture, kind);
      expect(detectOwnFormat(file, none)).toBe('pcx');
      expectPixels(OWN_DECODERS.pcx(file), picture);
    },
  );

  it('reads a 256-colour image that uses high palette indices (bytes over 0xC0 go as runs of one)', () => {
    const palette: Rgb[] = Array.from({ length: 256 }, (_, i) => [i, 255 - i, (i * 7) & 255]);
    const picture: Picture = { width: 32, height: 8, palette, index: (x, y) => (x * 8 + y) & 255 };
    expectPixels(OWN_DECODERS.pcx(pcx(picture, 'vga256')), picture);
  });

  it('reads a run that carries on into the next scanline', () => {
    const picture = quadrants(4, 2, [COLOURS[0]!, COLOURS[0]!, COLOURS[0]!, COLOURS[0]!]);
    const file = pcx(picture, 'vga256');
    // Two scanlines of four index-0 bytes as one run of eight.
    const crossing = Buffer.concat([file.subarray(0, 128), Buffer.from([0xc8, 0]), file.subarray(-769)]);
    expectPixels(OWN_DECODERS.pcx(crossing), picture);
  });

  it('refuses a file that ends inside its pixels, has no 256-colour palette, or an empty window', () => {
    const file = pcx(four, 'rgb24');
    expect(decodeError(() => OWN_DECODERS.pcx(file.subarray(0, file.length - 5))).kind).toBe('invalid');
    expect(decodeError(() => OWN_DECODERS.pcx(file.subarray(0, 100))).kind).toBe('invalid');
    const noPalette = pcx(four, 'vga256').subarray(0, -769);
    expect(decodeError(() => OWN_DECODERS.pcx(noPalette)).kind).toBe('invalid');
    const empty = Buffer.from(file);
    empty.writeUInt16LE(0, 8);
    empty.writeUInt16LE(5, 4);
    expect(decodeError(() => OWN_DECODERS.pcx(empty)).kind).toBe('invalid');
  });

  it('refuses a header over the pixel limits as too large, and one its bytes cannot fill as invalid', () => {
    const huge = Buffer.from(pcx(four, 'rgb24'));
    huge.writeUInt16LE(60_000, 8);
    huge.writeUInt16LE(60_000, 10);
    huge.writeUInt16LE(60_002, 66);
    expect(decodeError(() => OWN_DECODERS.pcx(huge)).kind).toBe('tooLarge');
    // 9000 × 4000 is inside the limits but a few hundred bytes of RLE cannot describe it.
    const hollow = Buffer.from(pcx(four, 'rgb24'));
    hollow.writeUInt16LE(8999, 8);
    hollow.writeUInt16LE(3999, 10);
    hollow.writeUInt16LE(9000, 66);
    const started = performance.now();
    expect(decodeError(() => OWN_DECODERS.pcx(hollow)).kind).toBe('invalid');
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('DCX', () => {
  it('reads the first page, a PCX, and ignores the rest', () => {
    const file = dcx([pcx(four, 'vga256'), pcx(mono, 'mono')]);
    expect(detectOwnFormat(file, none)).toBe('dcx');
    expectPixels(OWN_DECODERS.dcx(file), four);
    expectPixels(OWN_DECODERS.dcx(dcx([pcx(mono, 'mono')])), mono);
  });

  it('refuses a page table that points nowhere or backwards', () => {
    const file = dcx([pcx(four, 'vga256'), pcx(mono, 'mono')]);
    const outside = Buffer.from(file);
    outside.writeUInt32LE(file.length + 10, 4);
    expect(decodeError(() => OWN_DECODERS.dcx(outside)).kind).toBe('invalid');
    const backwards = Buffer.from(file);
    backwards.writeUInt32LE(2, 8);
    expect(decodeError(() => OWN_DECODERS.dcx(backwards)).kind).toBe('invalid');
    expect(decodeError(() => OWN_DECODERS.dcx(file.subarray(0, 6))).kind).toBe('invalid');
  });
});

describe('WBMP', () => {
  it('reads type 0 (1 is white), rows padded to a byte, multi-byte sizes', () => {
    expectPixels(OWN_DECODERS.wbmp(wbmp(mono)), mono);
    const wide = checker(200, 3);
    const file = wbmp(wide);
    expect([...file.subarray(0, 5)]).toEqual([0, 0, 0x81, 0x48, 3]);
    expectPixels(OWN_DECODERS.wbmp(file), wide);
  });

  it('is tried only for a file that says it is a WBMP, having no magic', () => {
    const file = wbmp(mono);
    expect(detectOwnFormat(file, none)).toBeNull();
    expect(detectOwnFormat(file, { name: 'me.WBMP', mime: 'application/octet-stream' })).toBe('wbmp');
    expect(detectOwnFormat(file, { name: 'blob', mime: 'image/vnd.wap.wbmp' })).toBe('wbmp');
    expect(detectOwnFormat(Buffer.from([1, 0, 8, 1, 0]), { name: 'a.wbmp', mime: '' })).toBeNull();
  });

  it('refuses short pixel data, a size past four bytes, and a size over the limits', () => {
    const file = wbmp(mono);
    expect(decodeError(() => OWN_DECODERS.wbmp(file.subarray(0, -1))).kind).toBe('invalid');
    expect(decodeError(() => OWN_DECODERS.wbmp(Buffer.from([0, 0, 0x81, 0x81, 0x81, 0x81, 1, 1]))).kind).toBe(
      'invalid',
    );
    // 16384 × 16384 declared in six bytes.
    expect(decodeError(() => OWN_DECODERS.wbmp(Buffer.from([0, 0, 0x81, 0x80, 0, 0x81, 0x80, 0]))).kind).toBe(
      'tooLarge',
    );
  });
});

describe('XBM', () => {
  it('reads X11 bitmaps (1 is black, least significant bit first, rows padded)', () => {
    const file = xbm(mono);
    expect(detectOwnFormat(file, none)).toBe('xbm');
    expectPixels(OWN_DECODERS.xbm(file), mono);
  });

  it('reads comments, hot spots, a trailing comma and X10 short arrays', () => {
    const picture = checker(3, 2);
    const source =
      '/* drawn by hand */\n#define m_width 3\n#define m_height 2\n#define m_x_hot 1\n#define m_y_hot 1\n' +
      'static short m_bits[] = { 0x0001, // row one\n 0x0006, };\n';
    expectPixels(OWN_DECODERS.xbm(Buffer.from(source)), picture);
  });

  it('refuses missing sizes, missing, extra and garbled values, and sizes over the limits', () => {
    const refuse = (source: string) => decodeError(() => OWN_DECODERS.xbm(Buffer.from(source))).kind;
    const head = '#define a_width 8\n#define a_height 2\nstatic char a_bits[] = {';
    expect(refuse('#define a_width 8\nstatic char a_bits[] = { 0x00 };')).toBe('invalid');
    expect(refuse(`${head} 0x00 };`)).toBe('invalid');
    expect(refuse(`${head} 0x00, 0x01, 0x02 };`)).toBe('invalid');
    expect(refuse(`${head} 0x00, 0xzz };`)).toBe('invalid');
    expect(refuse(`${head} 0x00, 0x100 };`)).toBe('invalid');
    expect(refuse(`${head} 0x00, 0x01`)).toBe('invalid');
    expect(refuse(`${head} /* never closed`)).toBe('invalid');
    expect(refuse('#define a_width 100000\n#define a_height 100000\nstatic char a_bits[] = { 0 };')).toBe(
      'tooLarge',
    );
    expect(refuse('#define a_width 4000\n#define a_height 4000\nstatic char a_bits[] = { 0 };')).toBe(
      'invalid',
    );
  });
});

describe('XPM', () => {
  it('reads XPM3 with #rrggbb colours, one or two characters a pixel', () => {
    const file = xpm(four);
    expect(detectOwnFormat(file, none)).toBe('xpm');
    expectPixels(OWN_DECODERS.xpm(file), four);
    expectPixels(OWN_DECODERS.xpm(xpm(four, { cpp: 2 })), four);
  });

  it('reads None as transparent, X11 names, grayN, #rgb and #rrrrggggbbbb', () => {
    const palette: Rgb[] = [BLACK, [255, 0, 0], [127, 127, 127], [0x12, 0x34, 0x56]];
    const picture = quadrants(6, 4, palette);
    const file = xpm(picture, { colourNames: { 0: 'None', 1: 'Red', 2: 'gray50', 3: '#123434345656' } });
    expectPixels(OWN_DECODERS.xpm(file), picture, (index) => (index === 0 ? 0 : 255));
    const short = xpm(picture, { colourNames: { 0: '#000', 1: '#f00', 2: 'grey50', 3: '#123456' } });
    expectPixels(OWN_DECODERS.xpm(short), picture);
    const spaced = Buffer.from(xpm(picture).toString().replace('c #000000', 'c dark slate gray'));
    expect([...OWN_DECODERS.xpm(spaced).rgba.subarray(0, 4)]).toEqual([0x2f, 0x4f, 0x4f, 255]);
  });

  it('refuses unknown colours and pixels, short rows, missing rows and garbled values', () => {
    const text = xpm(four).toString();
    const refuse = (source: string) => decodeError(() => OWN_DECODERS.xpm(Buffer.from(source))).kind;
    expect(refuse(text.replace('c #dc1e28', 'c blurple'))).toBe('invalid');
    expect(refuse(text.replace('c #dc1e28', 'c #dc1e2'))).toBe('invalid');
    expect(refuse(text.replace('21 9 4 1', '21 9 4 x'))).toBe('invalid');
    expect(refuse(text.replace('21 9 4 1', '21 10 4 1'))).toBe('invalid');
    expect(refuse(text.replace('"..........###########"', '"..........#########"'))).toBe('invalid');
    expect(refuse(text.replace('"..........###########"', '"..........##########?"'))).toBe('invalid');
    expect(refuse(text.slice(0, text.length - 40))).toBe('invalid');
    expect(refuse(text.replace('"21 9 4 1', '"21 9 4 1\\'))).toBe('invalid');
    expect(refuse(text.replace('21 9 4 1', '20000 20000 4 1'))).toBe('tooLarge');
    expect(refuse(text.replace('21 9 4 1', '2000 2000 4 1'))).toBe('invalid');
  });
});

/*
 * Hostile input: whatever follows a format's magic, a decoder answers a raster or an ImageDecodeError
 * (a 4xx), never another error (a 500), and quickly (no loop on a garbled run or an unclosed string).
 */
const seeds: Record<OwnImageFormat, Buffer> = {
  pcx: pcx(four, 'vga256'),
  dcx: dcx([pcx(four, 'rgb24')]),
  wbmp: wbmp(mono),
  xbm: xbm(mono),
  xpm: xpm(four, { cpp: 2 }),
};

function decodesOrRefuses(format: OwnImageFormat, bytes: Uint8Array): void {
  const started = performance.now();
  try {
    const raster = OWN_DECODERS[format](bytes);
    expect(raster.rgba.length).toBe(raster.width * raster.height * 4);
  } catch (error) {
    if (!(error instanceof ImageDecodeError)) throw error;
  }
  expect(performance.now() - started).toBeLessThan(1000);
}

describe.each(Object.keys(seeds) as OwnImageFormat[])('fuzzing %s', (format) => {
  const seed = seeds[format];
  const magic = seed.subarray(0, format === 'xbm' ? 8 : format === 'xpm' ? 10 : 4);

  it('random bytes after the magic decode or are refused', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (tail) => {
        decodesOrRefuses(format, Buffer.concat([magic, tail]));
      }),
      { numRuns: 400 },
    );
  });

  it('a real file with bytes changed, cut or inserted decodes or is refused', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.boolean(),
        (changes, cut, insert) => {
          let bytes = Buffer.from(seed);
          for (const [at, value] of changes) {
            const i = at % bytes.length;
            bytes = insert
              ? Buffer.concat([bytes.subarray(0, i), Buffer.from([value]), bytes.subarray(i)])
              : Object.assign(bytes, { [i]: value });
          }
          decodesOrRefuses(format, bytes.subarray(0, Math.max(1, bytes.length - (cut % 64))));
        },
      ),
      { numRuns: 400 },
    );
  });
});

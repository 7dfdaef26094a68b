import { allocateRaster, invalid, type Raster, setPixel, u8, u16le } from './raster.ts';

/**
 * ZSoft PCX: a 128-byte header, run-length encoded scanlines (a byte of 0xC0 or more repeats the next
 * byte its low six bits' times), each scanline holding its colour planes one after another. Read:
 * 1-bit black and white, 2- and 4-bit colour (one plane, header palette), 16 colours as 1-bit planes,
 * 8-bit with the 256-colour palette after a 0x0C marker at the end, and 24-bit (three 8-bit planes)
 * or 32-bit (four).
 */
const HEADER_BYTES = 128;
const PALETTE_256_MARKER = 0x0c;
const PALETTE_256_BYTES = 768;
const HEADER_PALETTE_AT = 16;
/** Two bytes of RLE give at most 63 bytes of scanline. */
const MAX_RUN = 63;

type Layout = 'mono' | 'packed' | 'planar' | 'palette256' | 'rgb' | 'rgba';

export function looksLikePcx(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x0a &&
    [0, 2, 3, 4, 5].includes(bytes[1]!) &&
    bytes[2] === 1 &&
    [1, 2, 4, 8].includes(bytes[3]!)
  );
}

function layoutOf(bitsPerPixel: number, planes: number): Layout {
  if (planes === 1 && bitsPerPixel === 1) return 'mono';
  if (planes === 1 && (bitsPerPixel === 2 || bitsPerPixel === 4)) return 'packed';
  if (planes === 1 && bitsPerPixel === 8) return 'palette256';
  if (bitsPerPixel === 1 && planes >= 2 && planes <= 4) return 'planar';
  if (bitsPerPixel === 8 && planes === 3) return 'rgb';
  if (bitsPerPixel === 8 && planes === 4) return 'rgba';
  throw invalid(`PCX with ${planes} planes of ${bitsPerPixel} bits is not read.`);
}

export function decodePcx(bytes: Uint8Array): Raster {
  if (bytes.length < HEADER_BYTES || !looksLikePcx(bytes)) throw invalid('Not a PCX file.');
  const bitsPerPixel = u8(bytes, 3);
  const [xmin, ymin, xmax, ymax] = [4, 6, 8, 10].map((at) => u16le(bytes, at)) as [
    number,
    number,
    number,
    number,
  ];
  if (xmax < xmin || ymax < ymin) throw invalid('The PCX window is empty.');
  const width = xmax - xmin + 1;
  const height = ymax - ymin + 1;
  const planes = u8(bytes, 65);
  const bytesPerLine = u16le(bytes, 66);
  const layout = layoutOf(bitsPerPixel, planes);
  if (bytesPerLine * 8 < width * bitsPerPixel) throw invalid('The PCX scanline is shorter than the image.');

  let dataEnd = bytes.length;
  let palette = bytes.subarray(HEADER_PALETTE_AT, HEADER_PALETTE_AT + 48);
  if (layout === 'palette256') {
    const at = bytes.length - PALETTE_256_BYTES - 1;
    if (at < HEADER_BYTES || bytes[at] !== PALETTE_256_MARKER)
      throw invalid('The PCX has no 256-colour palette.');
    palette = bytes.subarray(at + 1);
    dataEnd = at;
  }

  const lineBytes = bytesPerLine * planes;
  const dataBytes = dataEnd - HEADER_BYTES;
  const mostDecodable = Math.floor(dataBytes / 2) * MAX_RUN + (dataBytes % 2);
  const raster = allocateRaster(width, height, lineBytes * height, mostDecodable);

  const line = new Uint8Array(lineBytes);
  let pos = HEADER_BYTES;
  // A run may carry on into the next scanline (some writers do so), so it outlives the loop over one.
  let runLeft = 0;
  let runValue = 0;
  for (let y = 0; y < height; y += 1) {
    let filled = 0;
    while (filled < lineBytes) {
      if (runLeft > 0) {
        const n = Math.min(runLeft, lineBytes - filled);
        line.fill(runValue, filled, filled + n);
        filled += n;
        runLeft -= n;
        continue;
      }
      if (pos >= dataEnd) throw invalid('The PCX pixel data ends early.');
      const byte = bytes[pos++]!;
      if (byte >= 0xc0) {
        if (pos >= dataEnd) throw invalid('The PCX pixel data ends early.');
        runLeft = byte & 0x3f;
        runValue = bytes[pos++]!;
      } else {
        line[filled++] = byte;
      }
    }
    writeRow(raster, y, line, layout, bitsPerPixel, bytesPerLine, planes, palette);
  }
  return raster;
}

function writeRow(
  raster: Raster,
  y: number,
  line: Uint8Array,
  layout: Layout,
  bitsPerPixel: number,
  bytesPerLine: number,
  planes: number,
  palette: Uint8Array,
): void {
  const { width } = raster;
  const rowStart = y * width;
  const bit = (plane: number, x: number) => (line[plane * bytesPerLine + (x >> 3)]! >> (7 - (x & 7))) & 1;
  const paletted = (x: number, index: number) =>
    setPixel(raster, rowStart + x, palette[index * 3]!, palette[index * 3 + 1]!, palette[index * 3 + 2]!);
  for (let x = 0; x < width; x += 1) {
    switch (layout) {
      case 'mono': {
        const v = bit(0, x) ? 255 : 0;
        setPixel(raster, rowStart + x, v, v, v);
        break;
      }
      case 'packed': {
        const offset = x * bitsPerPixel;
        const shift = 8 - bitsPerPixel - (offset & 7);
        paletted(x, (line[offset >> 3]! >> shift) & ((1 << bitsPerPixel) - 1));
        break;
      }
      case 'planar': {
        let index = 0;
        for (let p = 0; p < planes; p += 1) index |= bit(p, x) << p;
        paletted(x, index);
        break;
      }
      case 'palette256':
        paletted(x, line[x]!);
        break;
      case 'rgb':
      case 'rgba':
        setPixel(
          raster,
          rowStart + x,
          line[x]!,
          line[bytesPerLine + x]!,
          line[2 * bytesPerLine + x]!,
          layout === 'rgba' ? line[3 * bytesPerLine + x]! : 255,
        );
        break;
    }
  }
}

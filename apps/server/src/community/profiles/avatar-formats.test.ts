import { api, type ProfileView } from '@havn/contract';
import { AVATAR_FILE_TYPES } from '@havn/domain';
import { customer, type Member, member, startTestServer, type TestServer } from '@havn/testkit';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
} from '../../platform/uploads/decoders/test-encoders.ts';
import { createProfile, type ImageFile, myProfile, putAvatar, uploadCount } from './test-fixtures.ts';

/*
 * Spec section 5, Avatar upload: "jpeg, jpg, png, tiff, pcx, dcx, gif, wbmp, xbm, xpm". The five that
 * sharp does not read go through Havn's own decoders; here each is uploaded through the real profile
 * endpoints as a browser sends it, and the stored WebP is decoded again to check its pixels.
 */
let server: TestServer;
let members = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A new member for each story: every upload, refused ones too, counts against the hourly 30. */
const newMember = () => member(server, `Format Tester ${++members}`);

type OwnType = 'pcx' | 'dcx' | 'wbmp' | 'xbm' | 'xpm';
const file = (type: OwnType, bytes: Buffer, name = `me.${type}`): ImageFile => ({
  bytes: new Uint8Array(bytes),
  name,
  type: AVATAR_FILE_TYPES[type].mime,
});

const colours = quadrants(40, 30, COLOURS);
const blackAndWhite = checker(40, 30);

/** The stored avatar's pixels, decoded from the WebP the media route serves. */
async function storedPixels(uri: string) {
  const response = await server.client().get(uri);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  return sharp(response.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** The centre of each quadrant has the picture's colour, within WebP's lossy rounding. */
async function expectQuadrants(
  uri: string,
  picture: Picture,
  alphaOf: (index: number) => number = () => 255,
) {
  const { data, info } = await storedPixels(uri);
  expect([info.width, info.height]).toEqual([picture.width, picture.height]);
  for (const [x, y] of [
    [10, 7],
    [30, 7],
    [10, 22],
    [30, 22],
  ] as const) {
    const at = (y * info.width + x) * info.channels;
    const index = picture.index(x, y);
    const alpha = alphaOf(index);
    expect(data[at + 3], `alpha at ${x},${y}`).toBe(alpha);
    if (alpha === 0) continue;
    const [r, g, b] = picture.palette[index] as Rgb;
    const seen = [data[at]!, data[at + 1]!, data[at + 2]!];
    for (const [i, want] of [r, g, b].entries()) {
      expect(Math.abs(seen[i]! - want), `pixel ${x},${y}: ${seen} for ${[r, g, b]}`).toBeLessThanOrEqual(12);
    }
  }
}

async function uploaded(m: Member, image: ImageFile): Promise<string> {
  const response = await putAvatar(m.client, {}, image);
  expect(response.statusCode, response.body).toBe(200);
  const uri = (response.json() as ProfileView).avatarUri!;
  expect(uri).toMatch(/^\/api\/media\/[0-9a-f]{32}\.webp$/);
  return uri;
}

describe('the spec’s five older formats are stored as avatars with their pixels', () => {
  it.each(['mono', 'ega16', 'vga256', 'rgb24'] as const)('PCX, %s', async (kind) => {
    const picture = kind === 'mono' ? blackAndWhite : colours;
    await expectQuadrants(await uploaded(await newMember(), file('pcx', pcx(picture, kind))), picture);
  });

  it('DCX: its first page', async () => {
    const fax = dcx([pcx(colours, 'vga256'), pcx(blackAndWhite, 'mono')]);
    await expectQuadrants(await uploaded(await newMember(), file('dcx', fax)), colours);
  });

  it('WBMP, named .wbmp or typed image/vnd.wap.wbmp', async () => {
    const m = await newMember();
    await expectQuadrants(await uploaded(m, file('wbmp', wbmp(blackAndWhite))), blackAndWhite);
    await expectQuadrants(await uploaded(m, file('wbmp', wbmp(blackAndWhite), 'blob')), blackAndWhite);
  });

  it('XBM', async () => {
    await expectQuadrants(await uploaded(await newMember(), file('xbm', xbm(blackAndWhite))), blackAndWhite);
  });

  it('XPM, with a transparent quadrant', async () => {
    const image = xpm(colours, { cpp: 2, colourNames: { 0: 'None' } });
    await expectQuadrants(await uploaded(await newMember(), file('xpm', image)), colours, (index) =>
      index === 0 ? 0 : 255,
    );
  });

  it('a PCX avatar when joining the community too', async () => {
    const { client } = await customer(server);
    const response = await createProfile(
      client,
      { username: 'Pcx Joiner', acceptedTerms: 'true' },
      file('pcx', pcx(colours, 'rgb24')),
    );
    expect(response.statusCode, response.body).toBe(201);
    await expectQuadrants((await myProfile(client)).avatarUri!, colours);
  });
});

describe('broken files are the stable 4xx, and the old avatar stays', () => {
  const cut = (bytes: Buffer, n: number) => bytes.subarray(0, bytes.length - n);
  const setU16 = (bytes: Buffer, pairs: [number, number][]) => {
    const copy = Buffer.from(bytes);
    for (const [at, value] of pairs) copy.writeUInt16LE(value, at);
    return copy;
  };
  const xpmText = xpm(colours).toString();
  const xbmText = xbm(blackAndWhite).toString();

  const invalid: [string, ImageFile][] = [
    ['a PCX cut inside its pixels', file('pcx', cut(pcx(colours, 'rgb24'), 10))],
    ['a 256-colour PCX without its palette', file('pcx', cut(pcx(colours, 'vga256'), 769))],
    ['a DCX whose page lies past its end', file('dcx', setU16(dcx([pcx(colours, 'mono')]), [[4, 60_000]]))],
    ['a WBMP cut short', file('wbmp', cut(wbmp(blackAndWhite), 3))],
    [
      'a WBMP named and typed as a PNG (it has no magic, so it is not tried)',
      { ...file('wbmp', wbmp(blackAndWhite), 'me.png'), type: 'image/png' },
    ],
    ['an XBM missing values', file('xbm', Buffer.from(xbmText.replace(/, 0x[0-9a-f]{2}\}/, '}')))],
    ['an XBM with a garbled value', file('xbm', Buffer.from(xbmText.replace('0x', '0q')))],
    ['an XPM with an unknown colour', file('xpm', Buffer.from(xpmText.replace('c #dc1e28', 'c blurple')))],
    ['an XPM cut inside a row', file('xpm', Buffer.from(xpmText.slice(0, -60)))],
  ];
  const tooLarge: [string, ImageFile][] = [
    [
      'a PCX declaring 60000×60000',
      file(
        'pcx',
        setU16(pcx(colours, 'rgb24'), [
          [8, 59_999],
          [10, 59_999],
          [66, 60_000],
        ]),
      ),
    ],
    ['a WBMP declaring 16384×16384', file('wbmp', Buffer.from([0, 0, 0x81, 0x80, 0, 0x81, 0x80, 0, 0]))],
    [
      'an XBM declaring 99999×99999',
      file('xbm', Buffer.from(xbmText.replaceAll(' 40\n', ' 99999\n').replace(' 30\n', ' 99999\n'))),
    ],
    [
      'an XPM declaring 20000×20000',
      file('xpm', Buffer.from(xpmText.replace('"40 30 4 1"', '"20000 20000 4 1"'))),
    ],
  ];

  it('415 INVALID_FILE_FORMAT for truncated and garbled files, 413 FILE_TOO_LARGE for huge canvases', async () => {
    const m = await newMember();
    const kept = await uploaded(m, file('xbm', xbm(blackAndWhite)));
    const rowsBefore = await uploadCount(server);
    for (const [story, image] of invalid) {
      const response = await putAvatar(m.client, {}, image);
      expect(response.statusCode, story).toBe(415);
      expect(response.headers['content-type'], story).toMatch(/^application\/problem\+json/);
      expect(response.json(), story).toMatchObject({
        code: 'INVALID_FILE_FORMAT',
        detail: 'Invalid file format',
      });
    }
    for (const [story, image] of tooLarge) {
      const response = await putAvatar(m.client, {}, image);
      expect(response.statusCode, story).toBe(413);
      expect(response.json(), story).toMatchObject({ code: 'FILE_TOO_LARGE' });
    }
    expect(await uploadCount(server)).toBe(rowsBefore);
    expect((await myProfile(m.client)).avatarUri).toBe(kept);
  });

  it('a group logo stays JPEG, PNG, GIF or WebP: a PCX logo is refused', async () => {
    const m = await newMember();
    const group = await m.client.callOk(api.community.groups.create, {
      form: (() => {
        const data = new FormData();
        data.set(
          'createGroupRequest',
          JSON.stringify({ name: 'Pcx fans', description: 'Old pictures', kind: 'PUBLIC' }),
        );
        return data;
      })(),
    });
    const data = new FormData();
    data.set('file', new Blob([new Uint8Array(pcx(colours, 'rgb24'))], { type: 'image/x-pcx' }), 'logo.pcx');
    const response = await m.client.call(api.community.groups.uploadLogo, {
      params: { groupId: group.id },
      form: data,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      detail: 'Invalid file format. Please use JPEG, PNG, GIF, or WebP.',
    });
  });
});

describe('fuzzing the upload endpoint: no hostile file in these formats is a 5xx', () => {
  const seeds: Record<OwnType, Buffer> = {
    pcx: pcx(colours, 'vga256'),
    dcx: dcx([pcx(colours, 'ega16')]),
    wbmp: wbmp(blackAndWhite),
    xbm: xbm(blackAndWhite),
    xpm: xpm(colours, { cpp: 2 }),
  };
  it.each(Object.keys(seeds) as OwnType[])(
    '%s: changed, cut or random bytes answer 200, 413 or 415',
    async (type) => {
      const m = await newMember();
      const seed = seeds[type];
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.uint8Array({ maxLength: 1024 }).map((tail) => Buffer.concat([seed.subarray(0, 10), tail])),
            fc
              .tuple(
                fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
                fc.nat(),
              )
              .map(([changes, cutBy]) => {
                const bytes = Buffer.from(seed);
                for (const [at, value] of changes) bytes[at % bytes.length] = value;
                return bytes.subarray(0, Math.max(1, bytes.length - (cutBy % 200)));
              }),
          ),
          async (bytes) => {
            const started = performance.now();
            const response = await putAvatar(m.client, {}, file(type, bytes));
            expect([200, 413, 415]).toContain(response.statusCode);
            if (response.statusCode !== 200) {
              expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
            }
            expect(performance.now() - started).toBeLessThan(5000);
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});

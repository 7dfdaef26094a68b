import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@havn/contract';
import {
  customer,
  type FakeLibreTranslate,
  startFakeLibreTranslate,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { autoTranslateEnabled, targetLanguageFor, translateMany } from './translate-many.ts';

const swedish =
  'Jag tycker att kvartalsrapporten från Volvo ser stark ut och aktien är undervärderad just nu.';
const norwegian =
  'Jeg synes kvartalsrapporten fra Equinor ser sterk ut, og aksjen er undervurdert akkurat nå.';
const finnish = 'Minusta Nokian osavuosikatsaus näyttää vahvalta ja osake on tällä hetkellä aliarvostettu.';
const english =
  'I think the quarterly report from Volvo looks strong and the stock is undervalued right now.';

const fast = { retryDelayMs: 1 };

describe('translateMany with LibreTranslate', () => {
  let fake: FakeLibreTranslate;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeLibreTranslate();
    server = await startTestServer({
      captureLogs: true,
      config: { translation: { provider: 'libretranslate', url: fake.url, apiKey: 'k' } },
    });
  });
  beforeEach(() => {
    fake.requests.length = 0;
    server.logs.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('translates what needs it, detects the language, and leaves the rest out', async () => {
    const result = await translateMany(
      server.ctx,
      [
        { key: 'post-sv', text: swedish, originalLanguage: null },
        { key: 'post-nb', text: norwegian, originalLanguage: null },
        { key: 'post-fi', text: `  ${finnish}\r\n`, originalLanguage: 'fi' },
        { key: 'post-en', text: english, originalLanguage: null },
        { key: 'blank', text: '   \n ', originalLanguage: 'sv' },
        { key: 'too-short', text: 'ok', originalLanguage: null },
        { key: 'emoji', text: '🚀🚀🚀', originalLanguage: null },
      ],
      'en',
      fast,
    );
    expect(Object.fromEntries(result)).toEqual({
      'post-sv': { message: `[en] ${swedish}`, originalLanguage: 'sv' },
      'post-nb': { message: `[en] ${norwegian}`, originalLanguage: 'nb' },
      'post-fi': { message: `[en] ${finnish}`, originalLanguage: 'fi' },
    });
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests).toEqual(
      expect.arrayContaining([
        { q: swedish, source: 'sv', target: 'en', api_key: 'k' },
        { q: norwegian, source: 'nb', target: 'en', api_key: 'k' },
        { q: finnish, source: 'fi', target: 'en', api_key: 'k' },
      ]),
    );
  });

  it('serves a cached translation without asking the engine again', async () => {
    const text = 'Köpte på mig fler aktier efter nedgången idag, långsiktigt innehav för mig.';
    const first = await translateMany(server.ctx, [{ key: 'a', text, originalLanguage: null }], 'de', fast);
    expect(first.get('a')).toEqual({ message: `[de] ${text}`, originalLanguage: 'sv' });
    expect(fake.requests).toHaveLength(1);

    // Another page, another viewer, the same words typed a little differently: one cache entry.
    const again = await translateMany(
      server.ctx,
      [
        { key: 'b', text: `${text}  `, originalLanguage: 'sv' },
        { key: 'c', text, originalLanguage: null },
      ],
      'de',
      fast,
    );
    expect(again.get('b')).toEqual({ message: `[de] ${text}`, originalLanguage: 'sv' });
    expect(again.get('c')).toEqual({ message: `[de] ${text}`, originalLanguage: 'sv' });
    expect(fake.requests).toHaveLength(1);

    // Another target language is another entry.
    await translateMany(server.ctx, [{ key: 'd', text, originalLanguage: 'sv' }], 'nb', fast);
    expect(fake.requests.map((r) => r.target)).toEqual(['de', 'nb']);
  });

  it('sends a text that appears twice in one page once', async () => {
    const text = 'Någon som vet när utdelningen betalas ut i år?';
    const result = await translateMany(
      server.ctx,
      [
        { key: 'post', text, originalLanguage: 'sv' },
        { key: 'quote', text, originalLanguage: 'sv' },
      ],
      'da',
      fast,
    );
    expect([...result.keys()].sort()).toEqual(['post', 'quote']);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a failing text up to 5 times and then translates it', async () => {
    fake.failNext(5);
    const text = 'Riktigt starkt kvartal, ledningen levererar igen och igen.';
    const result = await translateMany(server.ctx, [{ key: 'x', text, originalLanguage: 'sv' }], 'en', fast);
    expect(result.get('x')?.message).toBe(`[en] ${text}`);
    expect(fake.requests).toHaveLength(6);
    expect(server.logs).toEqual([]);
  });

  it('gives up after 5 retries: nothing for that text, a warning in the log, no error', async () => {
    fake.failNext(6);
    const failing = 'Varför är alla så negativa till bankerna på sistone?';
    const result = await translateMany(
      server.ctx,
      [{ key: 'x', text: failing, originalLanguage: 'sv' }],
      'en',
      fast,
    );
    expect(result.size).toBe(0);
    expect(fake.requests).toHaveLength(6);
    expect(server.logs).toEqual([
      expect.objectContaining({
        msg: 'machine translation failed; content is shown untranslated',
        provider: 'libretranslate',
        failed: 1,
        attempts: 6,
      }),
    ]);
    // A failure is not cached: the next page asks again and gets it.
    const later = await translateMany(
      server.ctx,
      [{ key: 'x', text: failing, originalLanguage: 'sv' }],
      'en',
      fast,
    );
    expect(later.get('x')?.message).toBe(`[en] ${failing}`);
  });

  it('leaves alone a target that is not one of the product languages', async () => {
    const result = await translateMany(
      server.ctx,
      [{ key: 'a', text: swedish, originalLanguage: 'sv' }],
      'xx',
      fast,
    );
    expect(result.size).toBe(0);
    expect(fake.requests).toEqual([]);
  });

  it('takes a site id or a regional tag as the target', async () => {
    const text = 'Hva tror dere om DNB etter rapporten i dag?';
    const result = await translateMany(server.ctx, [{ key: 'a', text, originalLanguage: 'nb' }], 'se', fast);
    expect(result.get('a')).toEqual({ message: `[sv] ${text}`, originalLanguage: 'nb' });
    await translateMany(server.ctx, [{ key: 'a', text, originalLanguage: 'nb' }], 'sv-FI', fast);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('translateMany under load', () => {
  it('asks the engine for at most 2 texts at a time', async () => {
    const fake = await startFakeLibreTranslate({ delayMs: 20 });
    const server = await startTestServer({
      config: { translation: { provider: 'libretranslate', url: fake.url, apiKey: undefined } },
    });
    try {
      const items = Array.from({ length: 7 }, (_, i) => ({
        key: `post-${i}`,
        text: `Inlägg nummer ${'abcdefg'[i]}: jag köper mer av aktien idag.`,
        originalLanguage: 'sv',
      }));
      const result = await translateMany(server.ctx, items, 'en', fast);
      expect(result.size).toBe(7);
      expect(fake.requests).toHaveLength(7);
      expect(fake.requests.every((r) => r.api_key === undefined)).toBe(true);
      expect(fake.maxInFlight).toBe(2);
    } finally {
      await server.close();
      await fake.close();
    }
  });

  it('returns what it has when the engine hangs past the batch budget', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const server = await startTestServer({
      captureLogs: true,
      config: {
        translation: {
          provider: 'libretranslate',
          url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
          apiKey: undefined,
        },
      },
    });
    try {
      const result = await translateMany(
        server.ctx,
        [
          { key: 'a', text: swedish, originalLanguage: 'sv' },
          { key: 'b', text: norwegian, originalLanguage: 'nb' },
          { key: 'c', text: finnish, originalLanguage: 'fi' },
        ],
        'en',
        { retryDelayMs: 1, budgetMs: 100 },
      );
      expect(result.size).toBe(0);
      expect(server.logs).toEqual([expect.objectContaining({ failed: 2, unstarted: 1 })]);
    } finally {
      await server.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('translateMany with DeepL', () => {
  it('goes through the DeepL adapter and caches what it gets, including that there was nothing to get', async () => {
    const bodies: unknown[] = [];
    const deepl = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        text: string[];
        target_lang: string;
      };
      bodies.push({ path: req.url, auth: req.headers.authorization, ...body });
      res.writeHead(200, { 'content-type': 'application/json' });
      // DeepL detects for itself: the English text is English, whatever we guessed.
      const detected = body.text[0] === english ? 'EN' : 'SV';
      res.end(
        JSON.stringify({
          translations: [{ detected_source_language: detected, text: `(${body.target_lang})` }],
        }),
      );
    });
    await new Promise<void>((resolve) => deepl.listen(0, '127.0.0.1', resolve));
    const server = await startTestServer({
      config: {
        translation: {
          provider: 'deepl',
          url: `http://127.0.0.1:${(deepl.address() as AddressInfo).port}`,
          apiKey: 'dk',
        },
      },
    });
    try {
      const items = [{ key: 'a', text: swedish, originalLanguage: null }];
      expect((await translateMany(server.ctx, items, 'en', fast)).get('a')).toEqual({
        message: '(EN-GB)',
        originalLanguage: 'sv',
      });
      expect((await translateMany(server.ctx, items, 'en', fast)).get('a')?.message).toBe('(EN-GB)');
      expect(bodies).toEqual([
        { path: '/v2/translate', auth: 'DeepL-Auth-Key dk', text: [swedish], target_lang: 'EN-GB' },
      ]);

      // Labelled Danish but English in fact: nothing to show, and DeepL is not asked about it again.
      const mislabelled = [{ key: 'b', text: english, originalLanguage: 'da' }];
      expect((await translateMany(server.ctx, mislabelled, 'en', fast)).size).toBe(0);
      expect((await translateMany(server.ctx, mislabelled, 'en', fast)).size).toBe(0);
      expect(bodies).toHaveLength(2);
    } finally {
      await server.close();
      deepl.closeAllConnections();
      await new Promise((resolve) => deepl.close(resolve));
    }
  });
});

describe('translation switched off (provider none)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ captureLogs: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('translates nothing and fails nothing', async () => {
    const result = await translateMany(
      server.ctx,
      [
        { key: 'sv', text: swedish, originalLanguage: null },
        { key: 'fi', text: finnish, originalLanguage: 'fi' },
      ],
      'en',
    );
    expect(result.size).toBe(0);
    expect(server.logs).toEqual([]);
  });

  it('still knows whether a viewer wants translations: on for visitors, and for members until they turn it off', async () => {
    expect(await autoTranslateEnabled(server.ctx, null)).toBe(true);
    const { client: browser, userId: id } = await customer(server, 'tove');
    expect(await autoTranslateEnabled(server.ctx, id)).toBe(true);

    expect(
      (
        await browser.call(api.community.settings.put, {
          params: { name: 'translations' },
          body: { auto: false },
        })
      ).statusCode,
    ).toBe(200);
    expect(await autoTranslateEnabled(server.ctx, id)).toBe(false);
    expect(
      (
        await browser.call(api.community.settings.put, {
          params: { name: 'translations' },
          body: { auto: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(await autoTranslateEnabled(server.ctx, id)).toBe(true);
  });
});

describe('targetLanguageFor', () => {
  it.each([
    // Finland: English under a Finnish UI, Swedish under a Swedish one (spec section 9).
    [{ uiLanguage: 'fi', country: 'fi' }, 'en'],
    [{ uiLanguage: 'sv', country: 'fi' }, 'sv'],
    [{ uiLanguage: 'sv-FI', country: 'FI' }, 'sv'],
    [{ uiLanguage: 'en', country: 'fi' }, 'en'],
    // Everyone else reads their country's language.
    [{ uiLanguage: 'sv', country: 'se' }, 'sv'],
    [{ uiLanguage: 'en', country: 'se' }, 'sv'],
    [{ uiLanguage: 'nb', country: 'no' }, 'nb'],
    [{ uiLanguage: 'da', country: 'dk' }, 'da'],
    [{ uiLanguage: 'de', country: 'de' }, 'de'],
    [{ uiLanguage: 'en', country: 'us' }, 'en'],
    [{ uiLanguage: 'xx', country: 'gb' }, 'en'],
  ])('%j reads %s', (viewer, expected) => {
    expect(targetLanguageFor(viewer)).toBe(expected);
  });
});

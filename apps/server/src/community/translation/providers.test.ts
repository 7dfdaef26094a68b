import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeLibreTranslate, startFakeLibreTranslate } from '@havn/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deepLProvider } from './deepl.ts';
import { libreTranslateProvider } from './libretranslate.ts';
import { createTranslationProvider, TranslationError } from './translator.ts';

describe('the LibreTranslate adapter', () => {
  let fake: FakeLibreTranslate;
  beforeAll(async () => {
    fake = await startFakeLibreTranslate();
  });
  afterEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('posts {q, source, target, format, api_key} and returns the translated text', async () => {
    const provider = libreTranslateProvider({ url: fake.url, apiKey: 'secret-key' });
    const result = await provider.translate('Jag köper mer', 'sv', 'en');
    expect(result).toEqual({ message: '[en] Jag köper mer', sourceLanguage: 'sv' });
    expect(fake.requests).toEqual([
      { q: 'Jag köper mer', source: 'sv', target: 'en', api_key: 'secret-key' },
    ]);
  });

  it('sends no api_key when none is configured, and copes with a trailing slash in the URL', async () => {
    const provider = libreTranslateProvider({ url: `${fake.url}/`, apiKey: undefined });
    await provider.translate('Jeg kjøper mer', 'nb', 'sv');
    expect(fake.requests).toEqual([{ q: 'Jeg kjøper mer', source: 'nb', target: 'sv' }]);
  });

  it('while a LibreTranslate started beside the app loads, fails at once without asking it', async () => {
    let ready = false;
    const provider = libreTranslateProvider({ url: fake.url, apiKey: undefined, isReady: () => ready });
    const failure = await provider.translate('Jag köper mer', 'sv', 'en').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TranslationError);
    expect((failure as TranslationError).retryable).toBe(false);
    expect(fake.requests).toEqual([]);
    ready = true;
    expect(await provider.translate('Jag köper mer', 'sv', 'en')).toMatchObject({
      message: '[en] Jag köper mer',
    });
  });

  it('rejects a 500 with a TranslationError a retry may cure', async () => {
    fake.failNext(1);
    const provider = libreTranslateProvider({ url: fake.url, apiKey: 'k' });
    const failure = await provider.translate('Jag köper mer', 'sv', 'en').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TranslationError);
    expect(failure).toMatchObject({ retryable: true, status: 500 });
    // The next request is answered again.
    expect(await provider.translate('Jag köper mer', 'sv', 'en')).toMatchObject({
      message: '[en] Jag köper mer',
    });
  });

  it('gives up on an engine that does not answer within the timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const provider = libreTranslateProvider({
        url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        apiKey: undefined,
        timeoutMs: 50,
      });
      const failure = await provider.translate('Jag köper mer', 'sv', 'en').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(TranslationError);
      expect(failure).toMatchObject({ retryable: true, message: 'timed out after 50 ms' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('is a retryable failure when nothing listens at the URL', async () => {
    const provider = libreTranslateProvider({ url: 'http://127.0.0.1:1', apiKey: undefined });
    await expect(provider.translate('Jag köper mer', 'sv', 'en')).rejects.toMatchObject({ retryable: true });
  });
});

interface DeepLRequest {
  path: string | undefined;
  headers: IncomingHttpHeaders;
  body: { text: string[]; target_lang: string; source_lang?: string };
}

/** A small stand-in for DeepL's /v2/translate: upper-cases the text, and says it was Swedish. */
async function startFakeDeepL(): Promise<{
  url: string;
  requests: DeepLRequest[];
  status: { next: number };
  server: Server;
}> {
  const requests: DeepLRequest[] = [];
  const status = { next: 200 };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as DeepLRequest['body'];
    requests.push({ path: req.url, headers: req.headers, body });
    res.writeHead(status.next, { 'content-type': 'application/json' });
    if (status.next !== 200) {
      status.next = 200;
      res.end(JSON.stringify({ message: 'Forbidden' }));
      return;
    }
    res.end(
      JSON.stringify({
        translations: body.text.map((t) => ({
          detected_source_language: t.startsWith('Already') ? body.target_lang.slice(0, 2) : 'SV',
          text: `${body.target_lang}: ${t.toUpperCase()}`,
        })),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, status, server };
}

describe('the DeepL adapter', () => {
  let deepl: Awaited<ReturnType<typeof startFakeDeepL>>;
  beforeAll(async () => {
    deepl = await startFakeDeepL();
  });
  afterEach(() => {
    deepl.requests.length = 0;
  });
  afterAll(async () => {
    deepl.server.closeAllConnections();
    await new Promise((resolve) => deepl.server.close(resolve));
  });

  it('posts to /v2/translate with the DeepL-Auth-Key header and an upper-case target', async () => {
    const provider = deepLProvider({ url: deepl.url, apiKey: 'dl-key:fx' });
    const result = await provider.translate('Jag köper mer', 'sv', 'de');
    expect(result).toEqual({ message: 'DE: JAG KÖPER MER', sourceLanguage: 'sv' });
    expect(deepl.requests).toHaveLength(1);
    const [request] = deepl.requests;
    expect(request?.path).toBe('/v2/translate');
    expect(request?.headers.authorization).toBe('DeepL-Auth-Key dl-key:fx');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ text: ['Jag köper mer'], target_lang: 'DE' });
  });

  it('asks for British English and Bokmål', async () => {
    const provider = deepLProvider({ url: deepl.url, apiKey: 'k' });
    await provider.translate('Jag köper mer', 'sv', 'en');
    await provider.translate('Jag köper mer', 'sv', 'nb');
    await provider.translate('Jag köper mer', 'sv', 'da');
    expect(deepl.requests.map((r) => r.body.target_lang)).toEqual(['EN-GB', 'NB', 'DA']);
  });

  it('has no translation for a text DeepL finds already in the target language', async () => {
    const provider = deepLProvider({ url: deepl.url, apiKey: 'k' });
    expect(await provider.translate('Already English here', 'da', 'en')).toBeNull();
  });

  it('treats a refused key as a failure no retry will cure', async () => {
    deepl.status.next = 403;
    const provider = deepLProvider({ url: deepl.url, apiKey: 'wrong' });
    await expect(provider.translate('Jag köper mer', 'sv', 'en')).rejects.toMatchObject({
      name: 'TranslationError',
      retryable: false,
      status: 403,
    });
  });
});

describe('createTranslationProvider', () => {
  it('builds the adapter the configuration names', async () => {
    expect(createTranslationProvider({ provider: 'none' }).name).toBe('none');
    expect(
      createTranslationProvider({ provider: 'libretranslate', url: 'http://x', apiKey: undefined }).name,
    ).toBe('libretranslate');
    expect(createTranslationProvider({ provider: 'deepl', url: 'http://x', apiKey: 'k' }).name).toBe('deepl');
    expect(
      await createTranslationProvider({ provider: 'none' }).translate('Jag köper mer', 'sv', 'en'),
    ).toBeNull();
  });
});

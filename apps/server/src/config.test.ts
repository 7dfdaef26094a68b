import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('operations settings', () => {
  it('gives requests in flight 5 s after SIGTERM unless told otherwise', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '1500' }).shutdownGraceMs).toBe(1500);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/^Invalid SHUTDOWN_GRACE_MS/);
  });

  it('serves no metrics unless METRICS_PORT is set, and then on loopback', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    });
  });

  it('refuses metrics on a public interface without a token, and never prints the token', () => {
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /^Invalid METRICS_TOKEN: required when METRICS_HOST \(0\.0\.0\.0\)/,
    );
    const token = 'a-scrape-token-of-some-length';
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token });
    let message = '';
    try {
      loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short-secret' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid METRICS_TOKEN: must be at least 16 characters/);
    expect(message).not.toContain('short-secret');
  });

  it('keeps metrics off the app port', () => {
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/^Invalid METRICS_PORT/);
  });
});

describe('translation settings', () => {
  it('translates nothing by default', () => {
    expect(loadConfig({}).translation).toEqual({ provider: 'none' });
  });

  it('turns LibreTranslate on when the app starts one (LIBRETRANSLATE_COMMAND), at its default URL', () => {
    const command = 'libretranslate --host 127.0.0.1 --port 5000 --load-only en,sv,nb,da,fi,de';
    expect(loadConfig({ LIBRETRANSLATE_COMMAND: command }).translation).toEqual({
      provider: 'libretranslate',
      url: 'http://127.0.0.1:5000',
      apiKey: undefined,
      command,
    });
    expect(
      loadConfig({
        TRANSLATION_PROVIDER: 'libretranslate',
        LIBRETRANSLATE_URL: 'http://127.0.0.1:5123',
        LIBRETRANSLATE_COMMAND: 'lt --port 5123',
      }).translation,
    ).toMatchObject({ provider: 'libretranslate', url: 'http://127.0.0.1:5123', command: 'lt --port 5123' });
  });

  it('refuses a LibreTranslate command beside DeepL', () => {
    expect(() =>
      loadConfig({
        TRANSLATION_PROVIDER: 'deepl',
        DEEPL_API_KEY: 'k',
        DEEPL_API_URL: 'https://api.deepl.com',
        LIBRETRANSLATE_COMMAND: 'libretranslate',
      }),
    ).toThrow(/^Invalid LIBRETRANSLATE_COMMAND/);
  });
});

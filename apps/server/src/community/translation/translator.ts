import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from '../../config.ts';
import { deepLProvider } from './deepl.ts';
import { libreTranslateProvider } from './libretranslate.ts';
import { type LibreTranslateSidecar, startLibreTranslateSidecar } from './libretranslate-sidecar.ts';

export { TranslationError } from './provider-http.ts';

export interface TranslationResult {
  message: string;
  /** The language the provider detected or was told (ISO 639-1). */
  sourceLanguage: string;
}

/** Per call: a signal that cancels the request (the caller's time budget ran out). */
export interface TranslateCall {
  signal?: AbortSignal;
}

/**
 * A machine-translation engine. `none` is a real choice: content stays untranslated and nothing fails.
 *
 * `translate` resolves to the translation, or null when the engine has none to give (nothing to
 * translate, already in the target language). When the engine fails (network, timeout, a 5xx) it
 * rejects with a TranslationError that says whether a retry may help. Features do not call it
 * directly: `translateMany` adds the cache, the retries and the guarantee never to fail a request.
 */
export interface TranslationProvider {
  readonly name: string;
  translate(
    text: string,
    sourceLanguage: string,
    targetLanguage: string,
    call?: TranslateCall,
  ): Promise<TranslationResult | null>;
  /** The LibreTranslate this provider started beside the app (LIBRETRANSLATE_COMMAND), if any. */
  readonly sidecar?: LibreTranslateSidecar;
  /** Stops what the provider started; the app calls it when it shuts down. */
  close?(): Promise<void>;
}

export const noTranslation: TranslationProvider = {
  name: 'none',
  async translate() {
    return null;
  },
};

/** What the web is told: whether any engine translates here. */
export function translationStatus(provider: TranslationProvider): { available: boolean } {
  return { available: provider !== noTranslation };
}

export interface TranslationProviderOptions {
  /** Per request; 5 s unless a test wants less. */
  timeoutMs?: number;
}

/**
 * The engine `config.translation` names; each failed attempt is logged at debug on `log`. With a
 * LibreTranslate `command` the provider starts it beside the app, and `close` stops it.
 */
export function createTranslationProvider(
  config: Config['translation'],
  log?: FastifyBaseLogger,
  options: TranslationProviderOptions = {},
): TranslationProvider {
  switch (config.provider) {
    case 'libretranslate': {
      const sidecar = config.command
        ? startLibreTranslateSidecar({
            command: config.command,
            url: config.url,
            log: log ?? pino({ enabled: false }),
          })
        : undefined;
      const provider = libreTranslateProvider({
        url: config.url,
        apiKey: config.apiKey,
        log,
        isReady: sidecar?.isReady,
        ...options,
      });
      return sidecar ? { ...provider, sidecar, close: () => sidecar.stop() } : provider;
    }
    case 'deepl':
      return deepLProvider({ url: config.url, apiKey: config.apiKey, log, ...options });
    case 'none':
      return noTranslation;
  }
}

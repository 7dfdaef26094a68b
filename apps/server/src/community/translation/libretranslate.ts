import type { FastifyBaseLogger } from 'fastify';
import { joinUrl, postJson, TRANSLATION_TIMEOUT_MS, TranslationError } from './provider-http.ts';
import type { TranslationProvider } from './translator.ts';

export interface LibreTranslateOptions {
  url: string;
  apiKey: string | undefined;
  timeoutMs?: number;
  log?: FastifyBaseLogger | undefined;
  /**
   * Whether the LibreTranslate started beside the app answers yet: while it loads its models a
   * request fails at once instead of waiting on a port nobody listens to.
   */
  isReady?: (() => boolean) | undefined;
}

interface LibreTranslateAnswer {
  translatedText?: unknown;
  detectedLanguage?: { language?: unknown };
}

/**
 * LibreTranslate (self-hosted or libretranslate.com): POST {url}/translate with
 * `{q, source, target, format: 'text', api_key?}`, answered by `{translatedText}`.
 */
export function libreTranslateProvider(options: LibreTranslateOptions): TranslationProvider {
  const endpoint = joinUrl(options.url, '/translate');
  const timeoutMs = options.timeoutMs ?? TRANSLATION_TIMEOUT_MS;
  return {
    name: 'libretranslate',
    async translate(text, sourceLanguage, targetLanguage, call) {
      if (options.isReady && !options.isReady()) {
        throw new TranslationError('LibreTranslate is still starting', { retryable: false });
      }
      const body = {
        q: text,
        source: sourceLanguage,
        target: targetLanguage,
        format: 'text',
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      };
      try {
        const answer = (await postJson(endpoint, body, {
          timeoutMs,
          signal: call?.signal,
        })) as LibreTranslateAnswer;
        if (typeof answer.translatedText !== 'string') {
          throw new TranslationError('answered without translatedText', { retryable: true });
        }
        if (answer.translatedText.trim() === '') return null;
        const detected = answer.detectedLanguage?.language;
        return {
          message: answer.translatedText,
          sourceLanguage:
            typeof detected === 'string' && sourceLanguage === 'auto' ? detected : sourceLanguage,
        };
      } catch (error) {
        options.log?.debug({ provider: 'libretranslate', err: error }, 'translation attempt failed');
        throw error;
      }
    },
  };
}

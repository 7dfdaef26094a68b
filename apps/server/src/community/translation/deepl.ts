import { normalizeLanguageTag } from '@havn/domain';
import type { FastifyBaseLogger } from 'fastify';
import { joinUrl, postJson, TRANSLATION_TIMEOUT_MS, TranslationError } from './provider-http.ts';
import type { TranslationProvider } from './translator.ts';

export interface DeepLOptions {
  /** The API root: https://api.deepl.com, or https://api-free.deepl.com for a free key. */
  url: string;
  apiKey: string;
  timeoutMs?: number;
  log?: FastifyBaseLogger | undefined;
}

interface DeepLAnswer {
  translations?: { text?: unknown; detected_source_language?: unknown }[];
}

/**
 * DeepL's target codes: upper case, with the variants it insists on (British English for our
 * Nordic readers, Bokmål for Norwegian, European Portuguese).
 */
export function deepLTargetLanguage(language: string): string {
  const tag = normalizeLanguageTag(language);
  const variants: Record<string, string> = { en: 'EN-GB', nb: 'NB', pt: 'PT-PT' };
  return variants[tag] ?? tag.toUpperCase();
}

/**
 * DeepL: POST {url}/v2/translate with `Authorization: DeepL-Auth-Key …` and `{text: [q], target_lang}`.
 * The source language is left to DeepL's own detection, which beats ours on short texts; when DeepL
 * finds the text already in the target language there is nothing to show.
 */
export function deepLProvider(options: DeepLOptions): TranslationProvider {
  const endpoint = joinUrl(options.url, '/v2/translate');
  const timeoutMs = options.timeoutMs ?? TRANSLATION_TIMEOUT_MS;
  return {
    name: 'deepl',
    async translate(text, sourceLanguage, targetLanguage, call) {
      try {
        const answer = (await postJson(
          endpoint,
          { text: [text], target_lang: deepLTargetLanguage(targetLanguage) },
          {
            headers: { authorization: `DeepL-Auth-Key ${options.apiKey}` },
            timeoutMs,
            signal: call?.signal,
          },
        )) as DeepLAnswer;
        const first = answer.translations?.[0];
        if (!first || typeof first.text !== 'string') {
          throw new TranslationError('answered without translations', { retryable: true });
        }
        const detected =
          typeof first.detected_source_language === 'string'
            ? normalizeLanguageTag(first.detected_source_language)
            : normalizeLanguageTag(sourceLanguage);
        if (detected === normalizeLanguageTag(targetLanguage) || first.text.trim() === '') return null;
        return { message: first.text, sourceLanguage: detected };
      } catch (error) {
        options.log?.debug({ provider: 'deepl', err: error }, 'translation attempt failed');
        throw error;
      }
    },
  };
}

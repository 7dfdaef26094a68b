import type { Config } from '../../config.ts';

export interface TranslationResult {
  message: string;
  /** The language the provider detected or was told (ISO 639-1). */
  sourceLanguage: string;
}

/** A machine-translation engine. `none` is a real choice: content stays untranslated and nothing fails. */
export interface TranslationProvider {
  readonly name: string;
  translate(text: string, sourceLanguage: string, targetLanguage: string): Promise<TranslationResult | null>;
}

export const noTranslation: TranslationProvider = {
  name: 'none',
  async translate() {
    return null;
  },
};

export function createTranslationProvider(config: Config['translation']): TranslationProvider {
  if (config.provider === 'none') return noTranslation;
  // @TODO(community server issue): LibreTranslate and DeepL adapters land with the translation work.
  return noTranslation;
}

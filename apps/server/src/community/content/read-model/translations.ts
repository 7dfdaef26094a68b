import type { AppContext } from '../../../context.ts';
import { autoTranslateEnabled, targetLanguageFor, translateMany } from '../../translation/translate-many.ts';
import type { ContentRow, PollOptionRow } from '../contents-repo.ts';
import type { ContentViewer } from './viewer.ts';

/** A visitor has no country on file: the UI language stands in for it (sv → Sweden, …). */
const countryOfLanguage: Record<string, string> = {
  sv: 'se',
  nb: 'no',
  da: 'dk',
  fi: 'fi',
  de: 'de',
  en: 'gb',
};

/**
 * The language a viewer reads translations in, or null for none: only when the page named its UI
 * language and the viewer has auto-translate on (default).
 */
export async function translationTarget(ctx: AppContext, viewer: ContentViewer): Promise<string | null> {
  if (!viewer.language || ctx.config.translation.provider === 'none') return null;
  if (!(await autoTranslateEnabled(ctx, viewer.userId))) return null;
  return targetLanguageFor({
    uiLanguage: viewer.language,
    country: viewer.country ?? countryOfLanguage[viewer.language] ?? 'gb',
  });
}

/** Translations for the items and poll options of a page, keyed by content id or `option:<id>`, in one batch. */
export async function translateItems(
  ctx: AppContext,
  items: readonly ContentRow[],
  options: Map<string, PollOptionRow[]>,
  target: string | null,
): Promise<Map<string, { message: string; originalLanguage: string }>> {
  if (!target) return new Map();
  const batch = items
    .filter((item) => item.status !== 'DELETED' && item.message)
    .map((item) => ({ key: item.id, text: item.message, originalLanguage: item.originalLanguage }));
  for (const item of items) {
    for (const option of options.get(item.id) ?? []) {
      batch.push({
        key: `option:${option.id}`,
        text: option.message,
        originalLanguage: item.originalLanguage,
      });
    }
  }
  return translateMany(ctx, batch, target);
}

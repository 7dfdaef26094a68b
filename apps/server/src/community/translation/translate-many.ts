import { setTimeout as sleep } from 'node:timers/promises';
import {
  isBlank,
  isSiteId,
  LANGUAGES,
  type Language,
  needsTranslation,
  normalizeLanguageTag,
  PRELOAD_CONCURRENCY,
  shouldAutoTranslate,
  siteLanguage,
  TRANSLATION_RETRIES,
  translationTarget,
} from '@havn/domain';
import type { AppContext } from '../../context.ts';
import { readSetting } from '../settings/settings-repo.ts';
import { detectLanguage } from './detect-language.ts';
import {
  type CachedTranslation,
  cachedTranslations,
  type NewTranslation,
  normalizeSourceText,
  sourceHash,
  storeTranslations,
} from './translations-repo.ts';
import { TranslationError, type TranslationProvider, type TranslationResult } from './translator.ts';

/**
 * What the community read-model calls to translate a page of content: one cache query for the whole
 * page, the engine only for what is missing, and never an error for the caller (spec section 8:
 * "Translation load failure: retried up to 5 times, then empty and logged").
 */

export interface TranslationItem {
  /** The caller's handle for the text (a content id, `poll-option:…`): the key of the answer. */
  key: string;
  text: string;
  /** ISO 639-1 when known; null (or 'und') to detect it here. */
  originalLanguage: string | null;
}

export interface ItemTranslation {
  message: string;
  originalLanguage: string;
}

export interface TranslateManyOptions {
  /** Wait before retry n is n × this (100 ms). Tests make it 1. */
  retryDelayMs?: number;
  /** The most the whole batch may take (6 s); after that it returns what it has. */
  budgetMs?: number;
}

export const TRANSLATION_RETRY_DELAY_MS = 100;
/** A provider that hangs must not hold a feed page for 6 retries × 5 s: one budget for the batch. */
export const TRANSLATION_BUDGET_MS = 6000;
/** A known language needs at least this many letters to be worth translating ("Ok" is not). */
const MIN_TRANSLATABLE_LETTERS = 3;

interface PendingText {
  text: string;
  sourceLanguage: string;
  keys: string[];
}

type Attempted =
  | { ok: true; result: TranslationResult | null }
  | { ok: false; error: unknown; attempts: number };

/**
 * Translations of `items` into `target`, by item key. Items already in the target language, blank,
 * too short or in a language we cannot tell are left out, and so is anything the engine failed on:
 * the map holds only what there is to show.
 */
export async function translateMany(
  ctx: AppContext,
  items: readonly TranslationItem[],
  target: string,
  options: TranslateManyOptions = {},
): Promise<Map<string, ItemTranslation>> {
  const translated = new Map<string, ItemTranslation>();
  const targetLanguage = productLanguage(target);
  // `none` is translation switched off: no cache query, no engine, nothing fails.
  if (ctx.translator.name === 'none' || !targetLanguage || items.length === 0) return translated;

  const pending = pendingTexts(items, targetLanguage);
  if (pending.size === 0) return translated;

  const answer = (entry: PendingText, message: string, originalLanguage: string) => {
    for (const key of entry.keys) translated.set(key, { message, originalLanguage });
  };

  let cached: Map<string, CachedTranslation>;
  try {
    cached = await cachedTranslations(ctx.db, [...pending.keys()], targetLanguage);
  } catch (error) {
    ctx.log.warn({ err: error }, 'translation cache unreadable; asking the engine');
    cached = new Map();
  }
  const misses: [string, PendingText][] = [];
  for (const [hash, entry] of pending) {
    const hit = cached.get(hash);
    // An empty cached message records that the engine had nothing to offer: do not ask again.
    if (hit?.message) answer(entry, hit.message, hit.sourceLanguage);
    else if (!hit) misses.push([hash, entry]);
  }
  if (misses.length === 0) return translated;

  const retryDelayMs = options.retryDelayMs ?? TRANSLATION_RETRY_DELAY_MS;
  const budget = AbortSignal.timeout(options.budgetMs ?? TRANSLATION_BUDGET_MS);
  const fresh: NewTranslation[] = [];
  const failures: { error: unknown; attempts: number }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < misses.length && !budget.aborted) {
      const [hash, entry] = misses[next++]!;
      const attempted = await translateWithRetries(
        ctx.translator,
        entry,
        targetLanguage,
        retryDelayMs,
        budget,
      );
      if (!attempted.ok) {
        failures.push(attempted);
        continue;
      }
      const result = attempted.result;
      const originalLanguage =
        (result && normalizeLanguageTag(result.sourceLanguage)) || entry.sourceLanguage;
      const message = result?.message.trim() ? result.message : '';
      const nothingNew =
        message === '' || message.trim() === entry.text || originalLanguage === targetLanguage;
      if (!nothingNew) answer(entry, message, originalLanguage);
      fresh.push({
        sourceHash: hash,
        targetLanguage,
        sourceLanguage: originalLanguage,
        message: nothingNew ? '' : message,
        provider: ctx.translator.name,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PRELOAD_CONCURRENCY, misses.length) }, worker));

  const unstarted = misses.length - next;
  if (failures.length > 0 || unstarted > 0) {
    const last = failures.at(-1);
    ctx.log.warn(
      {
        provider: ctx.translator.name,
        targetLanguage,
        failed: failures.length,
        unstarted,
        attempts: last?.attempts,
        err: last?.error,
      },
      'machine translation failed; content is shown untranslated',
    );
  }
  try {
    await storeTranslations(ctx.db, fresh, ctx.clock.now());
  } catch (error) {
    ctx.log.warn({ err: error }, 'could not cache translations');
  }
  return translated;
}

/** The distinct texts worth translating, by source hash, each with the item keys that show it. */
function pendingTexts(items: readonly TranslationItem[], target: Language): Map<string, PendingText> {
  const pending = new Map<string, PendingText>();
  for (const item of items) {
    const text = normalizeSourceText(item.text);
    if (isBlank(text) || (text.match(/\p{L}/gu)?.length ?? 0) < MIN_TRANSLATABLE_LETTERS) continue;
    const given = item.originalLanguage ? normalizeLanguageTag(item.originalLanguage) : '';
    const sourceLanguage = given && given !== 'und' ? given : detectLanguage(text);
    if (!sourceLanguage || !needsTranslation(sourceLanguage, target)) continue;
    const hash = sourceHash(text);
    const entry = pending.get(hash);
    if (entry) entry.keys.push(item.key);
    else pending.set(hash, { text, sourceLanguage, keys: [item.key] });
  }
  return pending;
}

/** One attempt, then up to TRANSLATION_RETRIES more for a failure a retry may cure, n × delay apart. */
async function translateWithRetries(
  provider: TranslationProvider,
  entry: PendingText,
  target: Language,
  retryDelayMs: number,
  budget: AbortSignal,
): Promise<Attempted> {
  for (let attempt = 1; ; attempt++) {
    try {
      return {
        ok: true,
        result: await provider.translate(entry.text, entry.sourceLanguage, target, { signal: budget }),
      };
    } catch (error) {
      const retryable = !(error instanceof TranslationError) || error.retryable;
      if (!retryable || attempt > TRANSLATION_RETRIES || budget.aborted)
        return { ok: false, error, attempts: attempt };
      try {
        await sleep(retryDelayMs * attempt, undefined, { signal: budget });
      } catch {
        return { ok: false, error, attempts: attempt };
      }
    }
  }
}

/** One of the six product languages from a language tag or a site id ('sv-FI' → sv, 'se' → sv, 'no' → nb). */
function productLanguage(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  const language = isSiteId(lower) ? siteLanguage[lower] : normalizeLanguageTag(lower);
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : null;
}

/**
 * The language a viewer reads translations in (spec section 9): their country's language, except in
 * Finland, where a Finnish UI reads English and a Swedish UI reads Swedish.
 */
export function targetLanguageFor(viewer: { uiLanguage: string; country: string }): Language {
  return translationTarget({
    uiLanguage: productLanguage(viewer.uiLanguage) ?? 'en',
    country: viewer.country,
  });
}

/** Whether to translate for this viewer: the member's `translations.auto` (default on); visitors: on. */
export async function autoTranslateEnabled(ctx: AppContext, userId: string | null): Promise<boolean> {
  if (!userId) return true;
  return shouldAutoTranslate({ translations: await readSetting(ctx.db, userId, 'translations') });
}

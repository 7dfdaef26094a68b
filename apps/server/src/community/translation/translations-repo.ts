import { hash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { translations } from '../../db/schema/community-platform.ts';

/**
 * The translations table: one row per (source text, target language), shared by every viewer and
 * every server process, so a text is sent to the engine once per language.
 */

export interface CachedTranslation {
  message: string;
  sourceLanguage: string;
}

/** The text as it is hashed and sent: NFC, "\n" line endings, no surrounding whitespace. */
export function normalizeSourceText(text: string): string {
  return text.replace(/\r\n?/g, '\n').normalize('NFC').trim();
}

/** sha256 hex of the normalized text: the same words are one cache entry however they were typed. */
export function sourceHash(text: string): string {
  return hash('sha256', normalizeSourceText(text), 'hex');
}

/** Every cached translation of these texts into `target`, by source hash, in one query. */
export async function cachedTranslations(
  db: Db,
  hashes: readonly string[],
  target: string,
): Promise<Map<string, CachedTranslation>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({
      sourceHash: translations.sourceHash,
      message: translations.message,
      sourceLanguage: translations.sourceLanguage,
    })
    .from(translations)
    .where(and(eq(translations.targetLanguage, target), anyOf(translations.sourceHash, [...hashes])));
  return new Map(rows.map((r) => [r.sourceHash, { message: r.message, sourceLanguage: r.sourceLanguage }]));
}

export interface NewTranslation extends CachedTranslation {
  sourceHash: string;
  targetLanguage: string;
  provider: string;
}

/**
 * Stores new translations in one statement; what another process stored first wins. An empty message
 * records that the engine had no translation (already in the target language), so it is not asked again.
 */
export async function storeTranslations(db: Db, rows: readonly NewTranslation[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(translations)
    .values(rows.map((r) => ({ ...r, createdAt: now })))
    .onConflictDoNothing();
}

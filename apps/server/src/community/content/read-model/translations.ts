import type { AppContext } from '../../../context.ts';
import type { ContentRow, PollOptionRow } from '../contents-repo.ts';
import type { ContentViewer } from './viewer.ts';

/**
 * Translations for the items and poll options of a page, keyed by content id or `option:<id>`.
 * @TODO(community server issue): call the translation feature's batch `translateMany` once it lands.
 */
export async function translateItems(
  _ctx: AppContext,
  _items: readonly ContentRow[],
  _options: Map<string, PollOptionRow[]>,
  _viewer: ContentViewer,
): Promise<Map<string, { message: string; originalLanguage: string }>> {
  return new Map();
}

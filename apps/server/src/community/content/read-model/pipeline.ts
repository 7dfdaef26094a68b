import type { ContentItemView } from '@havn/contract';
import type { AppContext } from '../../../context.ts';
import type { ContentRow } from '../contents-repo.ts';
import { assembleThreads, type ViewOptions } from './content-view.ts';
import { hydrateContent } from './hydrator.ts';
import type { ContentViewer } from './viewer.ts';

/** A read, as a pipeline: rows (ids fetched by the caller) → hydrate in batches → rules and views. */
export async function presentThreads(
  ctx: AppContext,
  roots: readonly ContentRow[],
  descendants: readonly ContentRow[],
  viewer: ContentViewer,
  options: Omit<ViewOptions, 'now'> = {},
): Promise<ContentItemView[]> {
  const state = await hydrateContent(ctx, [...roots, ...descendants], viewer);
  return assembleThreads(roots, descendants, state, viewer, { ...options, now: ctx.clock.now() });
}

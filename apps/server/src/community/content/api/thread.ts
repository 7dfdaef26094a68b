import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { contentById, threadDescendants } from '../contents-repo.ts';
import { presentThreads } from '../read-model/pipeline.ts';
import { contentViewer } from '../read-model/viewer.ts';

export const threadRoute = route(api.community.content.thread, async ({ ctx, params, query, user }) => {
  const item = await contentById(ctx.db, params.contentId);
  if (!item) throw new AppError('NOT_FOUND', 'No such content.');
  const root = item.rootId ? await contentById(ctx.db, item.rootId) : item;
  if (!root) throw new AppError('NOT_FOUND', 'No such content.');
  const [descendants, viewer] = await Promise.all([
    threadDescendants(ctx.db, root.id),
    contentViewer(ctx, user, query.language),
  ]);
  const [view] = await presentThreads(ctx, [root], descendants, viewer, { markedId: item.id });
  return { root: view!, classicUri: root.classicUri, totalChildCount: root.totalChildCount };
});

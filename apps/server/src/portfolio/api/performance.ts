import { api, type PerformanceView } from '@havn/contract';
import { sendJsonBytes } from '../../platform/http/json-bytes.ts';
import { route } from '../../platform/route.ts';
import { performanceBody, performanceKept } from '../analytics.ts';
import { keptRead } from '../kept-reads.ts';

/** The kept points (kept-reads.ts) and today's point at the latest prices. */
export const performanceRoute = route(
  api.portfolio.performance,
  async ({ ctx, params, query, user, reply }) => {
    const { account, kept } = await keptRead(
      ctx,
      user,
      params.accid,
      `performance:${query.range}`,
      (own) => performanceKept(ctx, own, query.range),
      (k) => k.pointsJson.byteLength + 4096,
    );
    return sendJsonBytes<PerformanceView>(reply, await performanceBody(ctx, account, kept));
  },
);

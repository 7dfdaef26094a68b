import { api, type PortfolioReport } from '@havn/contract';
import { sendJsonBytes } from '../../platform/http/json-bytes.ts';
import { route } from '../../platform/route.ts';
import { keptRead } from '../kept-reads.ts';
import { reportKept, reportNow } from '../report.ts';

/** The kept sums of the year's days (kept-reads.ts) and today at the latest prices. */
export const reportRoute = route(api.portfolio.report, async ({ ctx, params, query, user, reply }) => {
  const { account, kept } = await keptRead(
    ctx,
    user,
    params.accid,
    `report:${query.year ?? 'this'}`,
    (own) => reportKept(ctx, own, query.year),
    () => 4096,
  );
  const report = await reportNow(ctx, account, kept);
  return sendJsonBytes<PortfolioReport>(reply, Buffer.from(JSON.stringify(report)));
});

import { api } from '@havn/contract';
import { sendJsonBytes } from '../../platform/http/json-bytes.ts';
import { route } from '../../platform/route.ts';
import { exposureKept, exposureNow } from '../exposure.ts';
import { keptRead } from '../kept-reads.ts';

/** The kept cash and units by currency (kept-reads.ts), valued at the latest prices and rates. */
export const currenciesRoute = route(api.portfolio.currencies, async ({ ctx, params, user, reply }) => {
  const { kept } = await keptRead(
    ctx,
    user,
    params.accid,
    'currencies',
    (own) => exposureKept(ctx, own),
    (k) => 1024 + 64 * (k.cash.length + k.held.length),
  );
  const exposure = await exposureNow(ctx, kept);
  return sendJsonBytes<typeof exposure>(reply, Buffer.from(JSON.stringify(exposure)));
});

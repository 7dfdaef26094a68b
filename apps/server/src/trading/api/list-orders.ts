import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { presentOrder } from '../order-view.ts';
import { averageFillPrices, type OrderCursor, ordersOfAccount } from '../orders-repo.ts';

function encodeCursor(c: OrderCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt.toISOString(), c.id])).toString('base64url');
}

function decodeCursor(value: string | undefined): OrderCursor | null {
  if (!value) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || typeof id !== 'string') return null;
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    return { createdAt: new Date(at), id };
  } catch {
    return null;
  }
}

export const listOrdersRoute = route(api.trading.listOrders, async ({ ctx, params, query, user }) => {
  const account = await ownAccount(ctx, user, params.accid);
  const rows = await ordersOfAccount(ctx.db, account.accid, {
    openOnly: query.state === 'OPEN',
    limit: query.limit + 1,
    after: decodeCursor(query.cursor),
  });
  const page = rows.slice(0, query.limit);
  const averages = await averageFillPrices(
    ctx.db,
    page.map((o) => o.id),
  );
  const last = page.at(-1);
  return {
    orders: page.map((o) => presentOrder(o, averages.get(o.id) ?? null)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
});

import { api } from '@havn/contract';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { orderByNumber } from '../customer-orders.ts';

/** GET /api/orders/:orderNumber: the caller's order with that number, on whichever of their accounts. */
export const orderByNumberRoute = route(api.trading.orderByNumber, async ({ ctx, params, user }) => {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  return orderByNumber(ctx, user, Number(params.orderNumber));
});

import type { MessageView, PriceAlertView } from '@havn/contract';
import { dec } from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { instrumentById } from '../../market-data/market-repo.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import { priceAlertView } from './alert-view.ts';
import { deleteOwnPriceAlert, insertPriceAlert, priceAlertsOfUser } from './alerts-repo.ts';
import { messagesOfUser } from './messages-repo.ts';

export async function createPriceAlert(
  ctx: AppContext,
  userId: string,
  input: { instrumentId: number; direction: PriceAlertView['direction']; price: string },
  ip: string,
): Promise<PriceAlertView> {
  if (dec(input.price).lte(0)) throw new AppError('INVALID_AMOUNT', 'The price must be above zero.');
  await enforceAbuseLimit(ctx, 'alertCreate', userId, ip);
  const instrument = await instrumentById(ctx.db, input.instrumentId);
  if (!instrument) throw new AppError('NOT_FOUND', 'No such instrument.');
  const row = await insertPriceAlert(ctx.db, {
    userId,
    instrumentId: instrument.id,
    direction: input.direction,
    price: input.price,
    createdAt: ctx.clock.now(),
  });
  return priceAlertView(row, instrument.currency);
}

export async function deletePriceAlert(ctx: AppContext, userId: string, alertId: string): Promise<void> {
  if (!(await deleteOwnPriceAlert(ctx.db, userId, alertId)))
    throw new AppError('NOT_FOUND', 'No such alert.');
}

export async function myPriceAlerts(ctx: AppContext, userId: string): Promise<{ alerts: PriceAlertView[] }> {
  const rows = await priceAlertsOfUser(ctx.db, userId);
  return { alerts: rows.map((r) => priceAlertView(r.alert, r.currency)) };
}

export async function myMessages(
  ctx: AppContext,
  userId: string,
  limit: number,
): Promise<{ messages: MessageView[] }> {
  const rows = await messagesOfUser(ctx.db, userId, limit);
  return {
    messages: rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      payload: m.payload,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

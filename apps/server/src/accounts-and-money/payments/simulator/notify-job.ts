import { randomUUID } from 'node:crypto';
import type { PaymentNotificationKind } from '@havn/domain/broker/index';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { defineJob, enqueue, MINUTE_MS } from '../../../platform/jobs/index.ts';
import { NOTIFICATION_PATH } from '../provider-adapter.ts';
import { SIGNATURE_HEADER, signBody } from '../signature.ts';
import type { SimulatedPaymentRow } from './simulator-repo.ts';

interface NotifyPayload {
  url: string;
  /** About a payment (its message id), or a reference-number transfer (scheme, reference, currency). */
  notification: { notificationId: string; kind: PaymentNotificationKind; amount: string } & Record<
    string,
    string
  >;
}

/**
 * The simulated provider's outbox: one job per notification, posted signed to the merchant's
 * notification URL and retried with backoff until it is acknowledged (any 2xx). The notification id
 * is made when the job is queued, so every retry is the same notification.
 */
export const notifyMerchantJob = defineJob<NotifyPayload>({
  name: 'payment-provider.notify',
  retry: { attempts: 12, backoffMs: 1000, maxBackoffMs: 10 * MINUTE_MS },
  timeoutMs: 15_000,
  async handler(ctx, payload, run) {
    const body = JSON.stringify(payload.notification);
    const response = await fetch(payload.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(ctx.config.payments.signingKey, body, ctx.clock.now()),
      },
      body,
      signal: run.signal,
    });
    if (!response.ok) throw new Error(`the merchant answered ${response.status}`);
  },
});

/** Queues the bank's report of a transfer that carried a reference number, in the caller's transaction. */
export async function queueReferenceNotification(
  ctx: AppContext,
  db: Db,
  transfer: { scheme: string; reference: string; amount: string; currency: string },
): Promise<string> {
  const notificationId = randomUUID();
  await enqueue({ db, clock: ctx.clock }, notifyMerchantJob, {
    url: `${ctx.config.publicOrigin}${NOTIFICATION_PATH}`,
    notification: { notificationId, kind: 'credit', ...transfer },
  });
  return notificationId;
}

/** Queues a notification about `payment` in the caller's transaction, `delayMs` from now. */
export async function queueNotification(
  ctx: AppContext,
  db: Db,
  payment: SimulatedPaymentRow,
  kind: PaymentNotificationKind,
  delayMs = 0,
): Promise<void> {
  await enqueue(
    { db, clock: ctx.clock },
    notifyMerchantJob,
    {
      url: payment.notificationUrl,
      notification: {
        notificationId: randomUUID(),
        messageId: payment.messageId,
        kind,
        amount: payment.amount,
      },
    },
    { runAt: new Date(ctx.clock.now().getTime() + delayMs) },
  );
}

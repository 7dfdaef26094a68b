import { PAYMENT_NOTIFICATION_KINDS, REFERENCE_SCHEMES } from '@havn/domain/broker/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../platform/errors.ts';
import { catchUpSessions } from '../../../platform/sessions.ts';
import { applyReferenceTransfer } from '../bank-transfer.ts';
import { applyPaymentNotification } from '../open-banking.ts';
import { NOTIFICATION_PATH } from '../provider-adapter.ts';
import { SIGNATURE_HEADER, verifyBody } from '../signature.ts';

// Positive: a credit of nothing is no payment.
const amount = z.string().regex(/^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,6})?$/);

/** About a payment we opened (by its message id), or a bank transfer that carried a reference number. */
const notificationSchema = z.union([
  z.object({
    notificationId: z.string().min(1).max(100),
    messageId: z.uuid(),
    kind: z.enum(PAYMENT_NOTIFICATION_KINDS),
    amount: amount.optional(),
  }),
  z.object({
    notificationId: z.string().min(1).max(100),
    kind: z.literal('credit'),
    scheme: z.enum(REFERENCE_SCHEMES),
    reference: z.string().min(2).max(40),
    amount,
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
]);

/**
 * POST /api/payments/notifications: the provider's signed notifications. Not a contract endpoint: the
 * signature covers the exact bytes sent, so this route reads the body as text, checks the signature
 * (401 SIGNATURE_INVALID for a missing, stale or forged one), then parses. Each notification is
 * applied once by its id and acknowledged with 200 either way, so the provider stops retrying.
 */
export async function registerPaymentNotifications(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 10_000 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(NOTIFICATION_PATH, { schema: { hide: true } }, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SIGNATURE_HEADER];
      const check = verifyBody(
        ctx.config.payments.signingKey,
        body,
        typeof header === 'string' ? header : undefined,
        ctx.clock.now(),
      );
      if (!check.ok) throw new AppError('SIGNATURE_INVALID', `The notification's signature is ${check.why}.`);
      let parsed: z.infer<typeof notificationSchema>;
      try {
        parsed = notificationSchema.parse(JSON.parse(body));
      } catch {
        throw new AppError('VALIDATION_FAILED', 'The notification is not one we understand.');
      }
      const applied =
        'messageId' in parsed
          ? await applyPaymentNotification(ctx, parsed)
          : await applyReferenceTransfer(ctx, parsed);
      // The customer's next read here sees the money (kept accounts are forgotten on the announcement).
      if (applied) await catchUpSessions(ctx);
      return reply.status(200).send({ status: 'OK', notificationId: parsed.notificationId, applied });
    });
  });
}

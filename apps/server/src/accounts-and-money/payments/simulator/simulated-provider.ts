import { randomUUID } from 'node:crypto';
import { REFERENCE_SCHEMES } from '@havn/domain/broker/index';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../platform/errors.ts';
import { SIMULATED_PROVIDER_PATH } from '../provider-adapter.ts';
import { SIGNATURE_HEADER, verifyBody } from '../signature.ts';
import { queueNotification, queueReferenceNotification } from './notify-job.ts';
import { renderClosedPage, renderPaymentPage, SIMULATED_BANKS } from './provider-page.ts';
import { moveSimulatedPayment, openSimulatedPayment, simulatedPayment } from './simulator-repo.ts';

const paymentRequestSchema = z.object({
  messageId: z.string().min(1).max(100),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  endUserId: z.string(),
  notificationUrl: z.url(),
  successUrl: z.url(),
  failUrl: z.url(),
  cancelUrl: z.url(),
  locale: z.string().max(10),
});

const referenceTransferSchema = z.object({
  scheme: z.enum(REFERENCE_SCHEMES),
  reference: z.string().min(2).max(40),
  amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** How long after the customer confirms the simulated bank's money arrives (the credit notification). */
export const SIMULATED_CREDIT_DELAY_MS = 1500;

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

function signedJson(ctx: AppContext, body: string, header: unknown): unknown {
  const check = verifyBody(
    ctx.config.payments.signingKey,
    body,
    typeof header === 'string' ? header : undefined,
    ctx.clock.now(),
  );
  if (!check.ok) throw new AppError('SIGNATURE_INVALID', `The request's signature is ${check.why}.`);
  try {
    return JSON.parse(body || '{}');
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The body is not JSON.');
  }
}

function sendPage(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.status(status).headers(PAGE_HEADERS).send(text);
}

/**
 * The simulated Trustly-type provider, served by our own server unless PAYMENTS_PROVIDER_URL names a
 * real one. It speaks to the merchant (us) only over HTTP, signed both ways: opening a payment, its
 * hosted bank page, and notifications sent from its own job (notify-job.ts). `…/debit` plays the bank
 * telling the provider that a confirmed payment's money never arrived; `…/reference-transfers` plays a
 * customer's bank transfer with an account's reference number reaching the bank.
 */
export async function mountSimulatedProvider(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.payments.providerUrl !== null) return;
  const prefix = SIMULATED_PROVIDER_PATH;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 10_000 }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(`${prefix}/api/payments`, { schema: { hide: true } }, async (request, reply) => {
      const parsed = paymentRequestSchema.safeParse(
        signedJson(ctx, String(request.body ?? ''), request.headers[SIGNATURE_HEADER]),
      );
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Not a payment request.');
      const payment = await openSimulatedPayment(ctx.db, {
        orderId: randomUUID(),
        ...parsed.data,
        status: 'OPEN',
        createdAt: ctx.clock.now(),
      });
      return reply.status(201).send({
        orderId: payment.orderId,
        url: `${ctx.config.publicOrigin}${prefix}/pay/${payment.orderId}`,
      });
    });

    scope.post(
      `${prefix}/api/payments/:orderId/debit`,
      { schema: { hide: true } },
      async (request, reply) => {
        signedJson(ctx, String(request.body ?? ''), request.headers[SIGNATURE_HEADER]);
        const { orderId } = request.params as { orderId: string };
        const payment = z.uuid().safeParse(orderId).success
          ? await simulatedPayment(ctx.db, orderId)
          : undefined;
        if (!payment) throw new AppError('NOT_FOUND', 'No such payment.');
        await ctx.db.transaction(async (tx) => {
          if (!(await moveSimulatedPayment(tx, orderId, 'CONFIRMED', 'DEBITED', null))) {
            throw new AppError('CONFLICT', 'Only a confirmed payment can be debited.');
          }
          await queueNotification(ctx, tx, payment, 'debit');
        });
        return reply.status(202).send({ orderId, status: 'DEBITED' });
      },
    );

    // The simulated bank: a transfer with a reference number arrived; it reports it to the merchant.
    scope.post(`${prefix}/api/reference-transfers`, { schema: { hide: true } }, async (request, reply) => {
      const parsed = referenceTransferSchema.safeParse(
        signedJson(ctx, String(request.body ?? ''), request.headers[SIGNATURE_HEADER]),
      );
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Not a reference transfer.');
      const notificationId = await queueReferenceNotification(ctx, ctx.db, parsed.data);
      return reply.status(202).send({ notificationId });
    });

    scope.get(`${prefix}/pay/:orderId`, { schema: { hide: true } }, async (request, reply) => {
      const { orderId } = request.params as { orderId: string };
      const payment = z.uuid().safeParse(orderId).success
        ? await simulatedPayment(ctx.db, orderId)
        : undefined;
      if (payment?.status !== 'OPEN') return sendPage(reply, 410, renderClosedPage(payment?.locale ?? 'en'));
      return sendPage(reply, 200, renderPaymentPage(payment, request.url));
    });

    scope.post(`${prefix}/pay/:orderId`, { schema: { hide: true } }, async (request, reply) => {
      const { orderId } = request.params as { orderId: string };
      const payment = z.uuid().safeParse(orderId).success
        ? await simulatedPayment(ctx.db, orderId)
        : undefined;
      if (payment?.status !== 'OPEN') return sendPage(reply, 410, renderClosedPage(payment?.locale ?? 'en'));
      const form = new URLSearchParams(String(request.body ?? ''));
      const bank = form.get('bank');
      const cancelled = form.get('action') === 'cancel';
      if (!cancelled && !SIMULATED_BANKS.includes(bank as never)) {
        return sendPage(reply, 422, renderPaymentPage(payment, request.url, 'bank'));
      }
      if (!cancelled && !form.get('user')?.trim()) {
        return sendPage(reply, 422, renderPaymentPage(payment, request.url, 'user'));
      }
      const declined = bank === 'declining';
      const to = cancelled ? 'CANCELLED' : declined ? 'REJECTED' : 'CONFIRMED';
      const moved = await ctx.db.transaction(async (tx) => {
        if (!(await moveSimulatedPayment(tx, orderId, 'OPEN', to, bank))) return false;
        if (to === 'CONFIRMED') {
          await queueNotification(ctx, tx, payment, 'pending');
          await queueNotification(ctx, tx, payment, 'credit', SIMULATED_CREDIT_DELAY_MS);
        } else await queueNotification(ctx, tx, payment, 'cancel');
        return true;
      });
      if (!moved) return sendPage(reply, 410, renderClosedPage(payment.locale));
      const target = cancelled ? payment.cancelUrl : declined ? payment.failUrl : payment.successUrl;
      return reply.redirect(target, 303);
    });
  });
}

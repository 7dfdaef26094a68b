import type { Config } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { SIGNATURE_HEADER, signBody } from './signature.ts';

/** Where the simulated provider is mounted in our own server when no real one is configured. */
export const SIMULATED_PROVIDER_PATH = '/payment-provider';

/** Where the provider posts its notifications (api.md: POST /api/payments/notifications). */
export const NOTIFICATION_PATH = '/api/payments/notifications';

/** The provider's base URL: a real provider's, or the simulated one at PUBLIC_ORIGIN, read at call time. */
export function providerBaseUrl(config: Config): string {
  return config.payments.providerUrl ?? `${config.publicOrigin}${SIMULATED_PROVIDER_PATH}`;
}

export interface ProviderPaymentRequest {
  /** Our id of the payment (the deposit's requestId); the provider's notifications carry it back. */
  messageId: string;
  amount: string;
  currency: string;
  endUserId: string;
  notificationUrl: string;
  successUrl: string;
  failUrl: string;
  /** Where the customer goes when they cancel (Trustly's fail URL with a reason of its own). */
  cancelUrl: string;
  locale: string;
}

export interface ProviderPayment {
  orderId: string;
  /** The provider's hosted page the customer is sent to. */
  url: string;
}

/**
 * The adapter to a Trustly-type provider: one signed HTTP call that opens a payment and returns the
 * hosted page's address. The simulated provider speaks the same protocol, so swapping in a real one is
 * PAYMENTS_PROVIDER_URL and PAYMENTS_SIGNING_KEY (a real provider's own envelope would live here).
 */
export async function createProviderPayment(
  config: Config,
  request: ProviderPaymentRequest,
  now: Date,
): Promise<ProviderPayment> {
  const body = JSON.stringify(request);
  let response: Response;
  try {
    response = await fetch(`${providerBaseUrl(config)}/api/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(config.payments.signingKey, body, now),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider cannot be reached.');
  }
  if (!response.ok) {
    throw new AppError('SERVICE_UNAVAILABLE', `The payment provider answered ${response.status}.`);
  }
  const payment = (await response.json()) as Partial<ProviderPayment>;
  if (typeof payment.orderId !== 'string' || typeof payment.url !== 'string') {
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider answered without a payment.');
  }
  return { orderId: payment.orderId, url: payment.url };
}

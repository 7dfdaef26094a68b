import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { bearerSecret } from './api-keys/bearer.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Content-Security-Policy: only Havn's own scripts, styles, images, fonts and connections; no framing. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

/**
 * The security headers of every response (the set helmet recommends, without X-Frame-Options: its
 * SAMEORIGIN contradicted CSP frame-ancestors 'none', which alone decides framing), fixed at start: computing them
 * per request, as the helmet plugin did, cost a few percent of every request's CPU. A handler may still
 * override one (media files send their own Content-Security-Policy).
 */
export function securityHeaders(secureCookies: boolean): Readonly<Record<string, string>> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(secureCookies ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Security headers on every response, and no cross-site mutations. */
export async function registerSecurity(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const headers = securityHeaders(ctx.config.secureCookies);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A call with a personal API key carries no ambient credential: the route reads the key, never
    // the cookie, and a browser cannot add the header cross-site without a CORS grant we never give.
    if (bearerSecret(request)) return;
    if (isCrossSite(request, ctx)) {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests may not change anything.');
    }
  });
}

/**
 * Browsers send Sec-Fetch-Site and Origin on every mutating request; a request from another site is
 * refused. The one allowed origin is the configured PUBLIC_ORIGIN, never one derived from the request's
 * own Host header, which the sender controls. Clients that are not browsers send neither and carry no
 * ambient cookie to abuse.
 */
export function isCrossSite(request: FastifyRequest, ctx: AppContext): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return origin !== ctx.config.publicOrigin;
}

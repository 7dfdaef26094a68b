import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers on every response, and no cross-site mutations. */
export async function registerSecurity(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: ctx.config.secureCookies
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, ctx)) {
      throw new AppError(403, 'CROSS_SITE_REQUEST', 'Cross-site requests may not change anything.');
    }
  });
}

/**
 * Browsers send Sec-Fetch-Site and Origin on every mutating request; a request from another site is
 * refused. Clients that are not browsers send neither and carry no ambient cookie to abuse.
 */
export function isCrossSite(request: FastifyRequest, ctx: AppContext): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === ctx.config.publicOrigin) return false;
  const host = request.headers.host;
  return !host || origin !== `${request.protocol}://${host}`;
}

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import type { ErrorCode } from '@havn/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { mountBankSimulator } from './accounts-and-money/bank/bank-simulator.ts';
import { registerPaymentNotifications } from './accounts-and-money/payments/api/notifications.ts';
import { mountSimulatedProvider } from './accounts-and-money/payments/simulator/simulated-provider.ts';
import type { AppContext } from './context.ts';
import { mountCreditBureauSimulator } from './credit/mortgages/credit-bureau-simulator.ts';
import { registerEidCallback } from './identity/eid/callback-route.ts';
import { mountDemoProvider } from './identity/eid/demo-provider.ts';
import { registerApiKeyAudit } from './platform/api-keys/bearer.ts';
import { problem, registerErrorHandling } from './platform/errors.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerLifecycle } from './platform/http/lifecycle.ts';
import { jobQueueStats } from './platform/jobs/index.ts';
import { registerMaintenance } from './platform/maintenance.ts';
import { registerJobQueueMetrics, registerMetrics } from './platform/metrics/metrics.ts';
import { SECURITY_SCHEMES } from './platform/route.ts';
import { registerSecurity } from './platform/security.ts';
import { sessionCookieName } from './platform/sessions.ts';
import { registerMultipart } from './platform/uploads/multipart.ts';
import { mountFundTransferSimulator } from './portfolio/fund-transfers/fund-transfer-simulator.ts';
import { mountPensionExchangeSimulator } from './portfolio/pension-moves/pension-exchange-simulator.ts';
import { routes } from './routes.ts';
import { registerWebApp } from './site/web-app.ts';

/**
 * A request Node could not read, answered on its socket, which then closes (a reset connection gets
 * nothing: nobody is there to read it).
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, detail]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'HEADERS_TOO_LARGE',
          'The request headers (cookies, or a long URL) are larger than the server reads.',
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request did not arrive in time.']
        : [400, 'BAD_REQUEST', 'The request is not valid HTTP.'];
  const body = JSON.stringify(problem(status, code, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Builds the whole server around a context; tests call it and use `app.inject`, no port needed. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
    // On close, idle keep-alive connections end now; requests in flight finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // The longest path value the contract takes is a 200-character slug; the router's own refusals
    // (a longer value, a malformed %-escape) leave as problem+json like every other 4xx.
    routerOptions: { maxParamLength: 200 },
    // What Node refuses before any route sees it (headers past its limit, a request that never
    // finished arriving, bytes that are not HTTP) leaves in the same problem+json as every 4xx.
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply
        .status(400)
        .type('application/problem+json')
        .send(
          problem(
            400,
            'BAD_REQUEST',
            error.code === 'FST_ERR_MAX_PARAM_LENGTH'
              ? 'A path segment is too long.'
              : 'The URL is malformed.',
          ),
        );
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // An empty body labelled JSON is no body (clients that always send the header, on a follow or a
  // delete): the route's schema decides, so a call that takes none goes on and one that needs a body
  // says which. Anything else is read by Fastify's own parser, with its guards against __proto__.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, body.toString(), done);
  });
  // Both before any route: the lifecycle counts every request, metrics hook every route.
  registerLifecycle(app);
  if (ctx.config.metrics) {
    const { registry } = registerMetrics(app, ctx.database);
    // The queue's depth, failures and oldest wait per job, read from the jobs table at scrape time.
    registerJobQueueMetrics(registry, async () => {
      const stats = await jobQueueStats(ctx.db, ctx.clock.now());
      return stats.byName.map((job) => ({
        queue: job.name,
        queued: job.queued,
        running: job.running,
        failed: job.failed,
        ...(job.oldestDueAgeMs === null ? {} : { oldestQueuedSeconds: job.oldestDueAgeMs / 1000 }),
      }));
    });
  } else app.decorate('metrics', null);

  registerErrorHandling(app);
  await registerSecurity(app, ctx);
  registerMaintenance(app, ctx);
  registerApiKeyAudit(app, ctx);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await registerMultipart(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Havn API',
        version: '1.0.0',
        description:
          'The brokerage and community API of Havn. Errors are application/problem+json with a stable `code`. ' +
          'The web app calls it with its session cookie; your own programs call the operations that list ' +
          'the `apiKey` scheme with a personal API key (Settings → API keys): READ reads accounts, ' +
          'positions, orders, instruments and quotes; TRADE also places, changes and cancels orders. ' +
          'Each key may make a limited number of requests a minute (429 with Retry-After beyond it).',
      },
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(ctx),
            description: 'The session of the web app, set by POST /api/auth/login.',
          },
          [SECURITY_SCHEMES.apiKey]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API key: `Authorization: Bearer havn_live_…`. A READ key placing an order is ' +
              '403 INSUFFICIENT_SCOPE; a revoked key is 401 API_KEY_INVALID; an operation without this ' +
              'scheme refuses every key with 403 API_KEY_NOT_ALLOWED.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  for (const definition of routes) definition.register(app, ctx);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // eID: the broker's redirect back to us, and the demo broker itself unless a real one is configured.
  registerEidCallback(app, ctx);
  await mountDemoProvider(app, ctx);
  // The bank payout accounts are verified by and withdrawals go to: the simulator unless BANK_URL is set.
  await mountBankSimulator(app, ctx);
  // The credit check a mortgage application goes to: the simulator unless CREDIT_BUREAU_URL is set.
  await mountCreditBureauSimulator(app, ctx);
  // The pension information and transfer service: the simulator unless PENSION_EXCHANGE_URL is set.
  await mountPensionExchangeSimulator(app, ctx);
  // The other fund companies' holdings and transfer service: the simulator unless FUND_TRANSFER_URL is set.
  await mountFundTransferSimulator(app, ctx);
  // Open banking: the provider's signed notifications, and the simulated provider unless a real one is configured.
  await registerPaymentNotifications(app, ctx);
  await mountSimulatedProvider(app, ctx);

  await registerWebApp(app, ctx);
  return app;
}

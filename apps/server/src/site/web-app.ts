import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { problem } from '../platform/errors.ts';
import { decidePage, isPageRequest } from './page-requests.ts';
import { PageShell } from './page-shell.ts';

/**
 * Serves the built web app: hashed assets cached for a year, precompressed at build time; a page request gets the redirect rule,
 * then index.html (with the page's language) so the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const root = ctx.config.webDist;
  const indexFile = path.join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const pageShell = indexHtml ? new PageShell(indexHtml) : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      // Routes for the files that exist at start-up only: every other path is a page or a 404.
      wildcard: false,
      // The build writes a .br and a .gz beside every text asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request)) {
      const decision = await decidePage(ctx, request);
      if (decision.kind === 'redirect')
        return reply.redirect(decision.location, decision.permanent ? 301 : 302);
      if (pageShell) {
        const shell = pageShell.forSite(decision.site, request.headers['accept-encoding']);
        if (shell.encoding !== 'identity') reply.header('content-encoding', shell.encoding);
        return reply
          .status(decision.status)
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding')
          .type('text/html; charset=utf-8')
          .send(shell.body);
      }
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send(problem(404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { siteLanguage } from '@havn/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { problem } from '../platform/errors.ts';
import { decidePage, isPageRequest } from './page-requests.ts';

/**
 * Serves the built web app: hashed assets cached for a year; a page request gets the redirect rule,
 * then index.html (with the page's language) so the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const root = ctx.config.webDist;
  const indexFile = path.join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      // Routes for the files that exist at start-up only: every other path is a page or a 404.
      wildcard: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request)) {
      const decision = await decidePage(ctx, request);
      if (decision.kind === 'redirect') return reply.redirect(decision.location, 302);
      if (indexHtml) {
        const html = indexHtml.replace('<html lang="en">', `<html lang="${siteLanguage[decision.site]}">`);
        return reply
          .status(decision.status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      }
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send(problem(404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}

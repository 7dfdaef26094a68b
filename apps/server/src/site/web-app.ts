import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { problem } from '../platform/errors.ts';
import { decidePage, isPageRequest } from './page-requests.ts';
import { PageShell } from './page-shell.ts';
import { compressPage, loadServerRenderer } from './server-render.ts';

/**
 * Serves the built web app: hashed assets cached for a year, precompressed at build time; a page request
 * gets the redirect rule, then a public page is rendered on the server with its data
 * (site/server-render.ts) and any other page gets index.html (with the page's language) for the
 * browser to draw.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const root = ctx.config.webDist;
  const indexFile = path.join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const pageShell = indexHtml ? new PageShell(indexHtml) : undefined;
  const renderer = indexHtml ? await loadServerRenderer(app, ctx, indexHtml) : undefined;
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
      const rendered = decision.status === 200 && renderer ? await renderer.render(request) : null;
      if (rendered !== null) {
        const html = await compressPage(rendered, request.headers['accept-encoding']);
        if (html.encoding !== 'identity') reply.header('content-encoding', html.encoding);
        return (
          reply
            .status(200)
            // Drawn with the visitor's session when there is one: such a page is for them alone.
            .header('cache-control', request.headers.cookie ? 'private, no-cache' : 'no-cache')
            .header('vary', 'accept-encoding, cookie')
            .type('text/html; charset=utf-8')
            .send(html.body)
        );
      }
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

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeptBody } from '../feed-cache.ts';

/** Whether the client accepts an encoding (named, not refused with q=0). */
function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Sends JSON bytes as they are: Fastify sends a buffer without the contract's schema encoding every
 * nested item again (the bytes come from the same typed views). A body many readers share is
 * compressed once and kept compressed (Brotli at the quality platform/http/compression.ts uses, else
 * gzip); any other is left to the compression plugin, as every response is.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, body: KeptBody): Buffer {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!body.shared || body.plain.length < 1024) return body.plain;
  const header = request.headers['accept-encoding'];
  const wanted = typeof header === 'string' ? header : undefined;
  if (accepts(wanted, 'br')) {
    body.br ??= brotliCompressSync(body.plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    reply.header('content-encoding', 'br').header('vary', 'accept-encoding');
    return body.br;
  }
  if (accepts(wanted, 'gzip')) {
    body.gzip ??= gzipSync(body.plain);
    reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
    return body.gzip;
  }
  return body.plain;
}

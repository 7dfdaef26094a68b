import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a response goes as it is: the headers and the encoder's framing would eat the gain. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses when the client accepts it and the body is worth it: JSON, HTML, XML and text
 * of 1 KB and more, Brotli preferred over gzip. Brotli runs at quality 4 here, where it is about as
 * fast as gzip and still smaller; the web's assets are not compressed per request at all, they ship
 * precompressed at build time at the highest quality (site/web-app.ts). The event stream is left
 * alone (the default content types exclude text/event-stream): it must flush event by event.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

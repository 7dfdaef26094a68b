import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLibreTranslateRequest {
  q: string;
  source: string;
  target: string;
  api_key?: string;
}

export interface FakeLibreTranslate {
  /** The base URL to configure (`translation.url`). */
  url: string;
  /** Every POST /translate received, failed ones included, in order. */
  requests: FakeLibreTranslateRequest[];
  /** The next `n` requests answer 500. */
  failNext(n: number): void;
  /** The most requests it ever had in flight at once. */
  readonly maxInFlight: number;
  close(): Promise<void>;
}

export interface FakeLibreTranslateOptions {
  /** Hold every answer this long (to see concurrency). */
  delayMs?: number;
  /** Listen on this port (0, the default, picks a free one). */
  port?: number;
}

/** What GET /languages answers: the six languages, each translating into the others. */
const LANGUAGES = ['en', 'sv', 'nb', 'da', 'fi', 'de'];
const languageList = LANGUAGES.map((code) => ({
  code,
  name: code,
  targets: LANGUAGES.filter((other) => other !== code),
}));

/**
 * A LibreTranslate on 127.0.0.1 that "translates" deterministically: `[${target}] ${q}`. Only
 * POST /translate with a JSON body, as our adapter sends it, and GET /languages, which the app polls
 * to know that a LibreTranslate it started has loaded.
 */
export async function startFakeLibreTranslate(
  options: FakeLibreTranslateOptions = {},
): Promise<FakeLibreTranslate> {
  const requests: FakeLibreTranslateRequest[] = [];
  let failures = 0;
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer(async (req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && req.url === '/languages') return send(200, languageList);
      if (req.method !== 'POST' || req.url !== '/translate') return send(404, { error: 'Not Found' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return send(400, { error: 'Invalid JSON' });
      }
      const request: FakeLibreTranslateRequest = {
        q: String(body.q ?? ''),
        source: String(body.source ?? ''),
        target: String(body.target ?? ''),
        ...(typeof body.api_key === 'string' ? { api_key: body.api_key } : {}),
      };
      requests.push(request);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (failures > 0) {
        failures -= 1;
        return send(500, { error: 'Translation engine failed (fake)' });
      }
      if (!request.q || !request.target) return send(400, { error: 'Invalid request: missing q or target' });
      send(200, { translatedText: `[${request.target}] ${request.q}` });
    } finally {
      inFlight -= 1;
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(n) {
      failures = n;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

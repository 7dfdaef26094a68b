import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

let clients = 0;

/**
 * Talks to the app through `app.inject` and keeps cookies between calls, as a browser would. Each
 * client comes from its own loopback address, as separate browsers would, so per-IP limits count
 * per client.
 */
export class TestClient {
  readonly #app: FastifyInstance;
  readonly remoteAddress: string;
  readonly cookies = new Map<string, string>();
  /** Extra headers on every request (e.g. a browser's Origin). */
  headers: Record<string, string> = {};

  constructor(app: FastifyInstance) {
    this.#app = app;
    clients += 1;
    this.remoteAddress = `127.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.#app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        ...this.headers,
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, body, headers);
  }
  delete(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('DELETE', url, body, headers);
  }
}

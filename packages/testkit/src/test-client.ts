import {
  type BodyOf,
  type Endpoint,
  endpointPath,
  type ParamsOf,
  type Problem,
  type QueryOf,
  type ResponseOf,
} from '@havn/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Params and query as the contract types them; a number is as good as its digits in a URL. */
type UrlValues<P> = { [K in keyof P]: P[K] extends string ? P[K] | number : P[K] };

/** What a test gives `call`: the endpoint's own typed params, query and body, or a multipart form. */
export interface CallInput<E extends Endpoint> {
  params?: UrlValues<ParamsOf<E>>;
  query?: UrlValues<QueryOf<E>>;
  body?: BodyOf<E>;
  /** A multipart body (avatar, logo and group uploads), sent as a browser would. */
  form?: FormData;
  headers?: Record<string, string>;
}

/**
 * What a test gives `callUnchecked`: anything at all, for the tests that send what the contract
 * refuses (unknown fields, wrong types, values outside an enum) and expect the server to refuse it.
 */
export interface UncheckedCallInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/**
 * The light-my-request response, plus its body read through the contract: `data()` when the endpoint
 * answered its success status, `problem()` when it did not. Each throws, with the status and body,
 * when the answer is the other kind, so a test that expected success fails on the real cause.
 */
export type ApiResponse<E extends Endpoint> = LightMyRequestResponse & {
  data(): ResponseOf<E>;
  problem(): Problem;
};

let clients = 0;

/** A multipart/form-data body as `app.inject` wants it: the bytes and their content type. */
export async function multipartBody(
  form: FormData,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The URL of one endpoint call: path params filled from the contract's path, the query serialized. */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  input: Pick<UncheckedCallInput, 'params' | 'query'> = {},
): string {
  const path = endpointPath(endpoint.path, input.params);
  if (input.query === undefined) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query)) {
    if (value === undefined || value === null) continue;
    // As the web client sends it: a list goes comma-joined in one value.
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

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

  /**
   * Calls one contract endpoint: verb and path come from `packages/contract`, never retyped in a test.
   * Tests about raw HTTP (malformed paths or bodies, unknown routes) use `request`/`get`/`post` instead.
   */
  call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ApiResponse<E>> {
    return this.callUnchecked(endpoint, input as UncheckedCallInput);
  }

  /**
   * `call` without the contract's input types: for the tests that send what the contract refuses on
   * purpose. The path still comes from the contract.
   */
  async callUnchecked<E extends Endpoint>(
    endpoint: E,
    input: UncheckedCallInput = {},
  ): Promise<ApiResponse<E>> {
    const url = endpointUrl(endpoint, input);
    let response: LightMyRequestResponse;
    if (input.form) {
      const { payload, headers } = await multipartBody(input.form);
      response = await this.request(endpoint.method, url, payload, { ...headers, ...input.headers });
    } else {
      response = await this.request(endpoint.method, url, input.body, input.headers);
    }
    const success = endpoint.success.status;
    const describe = () => `${endpoint.method} ${url}: ${response.statusCode} ${response.body}`;
    return Object.assign(response, {
      data(): ResponseOf<E> {
        if (response.statusCode !== success) throw new Error(`expected ${success} from ${describe()}`);
        return (success === 204 ? null : response.json()) as ResponseOf<E>;
      },
      problem(): Problem {
        if (response.statusCode < 400) throw new Error(`expected a problem from ${describe()}`);
        return response.json() as Problem;
      },
    });
  }

  /** `call`, insisting on the endpoint's success status; the typed body. */
  async callOk<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
    return (await this.call(endpoint, input)).data();
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

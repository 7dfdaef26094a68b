/**
 * The one network fake of the web's tests: `fetch` answers from the contract's endpoints, so a stubbed
 * answer has the endpoint's response type (a wrong shape fails tsc) and a recorded call has its body
 * type. Errors are problem+json with the status ERROR_STATUS gives their code, as the server sends
 * them. A call nobody stubbed is answered 501 and fails the test when it ends (see test-setup.ts).
 */

import { allEndpoints } from '@havn/contract';
import {
  type BodyOf,
  type EndpointRef,
  ERROR_STATUS,
  type ErrorCode,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@havn/contract/web';
import { vi } from 'vitest';

/** An error answer: problem+json with `code`, its status from ERROR_STATUS. */
export interface ApiFailure {
  readonly failure: ErrorCode;
  readonly detail?: string;
  readonly retryAfterSeconds?: number;
  readonly fieldErrors?: { path: string; message: string }[];
}

/** No answer at all: fetch rejects as it does when the network is down. */
export interface NetworkFailure {
  readonly network: true;
}

export function apiError(code: ErrorCode, extra: Omit<ApiFailure, 'failure'> = {}): ApiFailure {
  return { failure: code, ...extra };
}

export const networkError: NetworkFailure = { network: true };

/** A body that is not JSON (the event stream's text/event-stream), sent as it is. */
export interface RawAnswer {
  readonly raw: Response;
}

export function rawResponse(response: Response): RawAnswer {
  return { raw: response };
}

/** One call the app made, as the endpoint sees it: its path params, query, JSON body and headers. */
export interface ApiCall<E extends EndpointRef = EndpointRef> {
  endpoint: E;
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: BodyOf<E> | undefined;
  /** A multipart upload's form, as sent. */
  form: FormData | undefined;
  headers: Record<string, string>;
}

type Outcome<E extends EndpointRef> = ResponseOf<E> | ApiFailure | NetworkFailure | RawAnswer;
export type Answer<E extends EndpointRef> =
  | Outcome<E>
  | ((call: ApiCall<E>) => Outcome<E> | Promise<Outcome<E>>);

/** Which calls of an endpoint an answer is for: params and query values compared as strings. */
export interface CallMatch<E extends EndpointRef> {
  params?: Partial<Record<keyof ParamsOf<E> & string, string | number>>;
  query?: Partial<Record<keyof QueryOf<E> & string, string | number | boolean | null>>;
}

/** once-stubs answer first, then lasting ones, then the render helper's ambient answers. */
type Priority = 'once' | 'on' | 'fallback';
const RANK: Record<Priority, number> = { once: 0, on: 1, fallback: 2 };

interface Stub {
  endpoint: EndpointRef;
  match: CallMatch<EndpointRef>;
  answer: Answer<EndpointRef>;
  priority: Priority;
}

/** A call no stub answered. */
export interface UnstubbedCall {
  method: string;
  url: string;
}

export interface ApiStub {
  /** Answer calls of `endpoint` (optionally only those matching `match`); the latest `on` wins. */
  on<E extends EndpointRef>(endpoint: E, answer: Answer<E>): ApiStub;
  on<E extends EndpointRef>(endpoint: E, match: CallMatch<E>, answer: Answer<E>): ApiStub;
  /** Like `on`, for the next matching call only; queued answers are used in the order given. */
  once<E extends EndpointRef>(endpoint: E, answer: Answer<E>): ApiStub;
  /** The calls made so far: of one endpoint (typed bodies), or all of them. */
  calls<E extends EndpointRef>(endpoint: E): ApiCall<E>[];
  calls(): ApiCall[];
  /**
   * An answer used only when no `on`/`once` stub fits: the render helper's ambient calls (the session,
   * the event stream) that a test may still answer itself.
   */
  fallback<E extends EndpointRef>(endpoint: E, answer: Answer<E>): ApiStub;
  /** The calls no stub answered. */
  readonly unstubbed: UnstubbedCall[];
  readonly fetch: ReturnType<typeof vi.fn>;
}

/** The success status of each endpoint, from its full definition (the browser's references carry none). */
const SUCCESS_STATUS = new Map(allEndpoints().map((e) => [`${e.method} ${e.path}`, e.success.status]));

let current: ApiStub | null = null;

/** Stubs `fetch` for the current test; call in the test or its beforeEach. */
export function stubApi(): ApiStub {
  const stubs: Stub[] = [];
  const calls: ApiCall[] = [];
  const unstubbed: UnstubbedCall[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = init.body;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const base = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
      form: raw instanceof FormData ? raw : undefined,
      headers,
    };
    // The best-ranked stub that fits answers: queued once-stubs in order, else the latest `on`.
    const chosen = stubs
      .map((stub, index) => ({ stub, index, params: paramsOf(stub.endpoint, method, url.pathname) }))
      .filter(({ stub, params }) => params !== null && matches(stub.match, params, base.query))
      .sort(
        (a, b) =>
          RANK[a.stub.priority] - RANK[b.stub.priority] ||
          // `/profiles/me` before `/profiles/:slug`: a literal segment fits better than a parameter.
          Object.keys(a.params ?? {}).length - Object.keys(b.params ?? {}).length ||
          (a.stub.priority === 'once' ? a.index - b.index : b.index - a.index),
      )[0];
    if (!chosen?.params) {
      unstubbed.push({ method, url: `${url.pathname}${url.search}` });
      return problemResponse(501, 'INTERNAL', `no stub for ${method} ${url.pathname}${url.search}`);
    }
    const call: ApiCall = { ...base, endpoint: chosen.stub.endpoint, params: chosen.params };
    calls.push(call);
    if (chosen.stub.priority === 'once') stubs.splice(chosen.index, 1);
    const outcome =
      typeof chosen.stub.answer === 'function'
        ? await (chosen.stub.answer as (c: ApiCall) => Outcome<EndpointRef>)(call)
        : chosen.stub.answer;
    if (isNetworkFailure(outcome)) throw new TypeError('Failed to fetch');
    if (isApiFailure(outcome)) return failureResponse(outcome);
    if (isRawAnswer(outcome)) return outcome.raw;
    const { method: verb, path } = chosen.stub.endpoint;
    const status = SUCCESS_STATUS.get(`${verb} ${path}`) ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(outcome), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  function add(endpoint: EndpointRef, rest: unknown[], priority: Priority): ApiStub {
    const [match, answer] = rest.length === 2 ? rest : [{}, rest[0]];
    stubs.push({
      endpoint,
      match: match as CallMatch<EndpointRef>,
      answer: answer as Answer<EndpointRef>,
      priority,
    });
    return api;
  }

  const api = {
    on: (endpoint: EndpointRef, ...rest: unknown[]) => add(endpoint, rest, 'on'),
    once: (endpoint: EndpointRef, answer: unknown) => add(endpoint, [answer], 'once'),
    fallback: (endpoint: EndpointRef, answer: unknown) => add(endpoint, [answer], 'fallback'),
    calls: (endpoint?: EndpointRef) => (endpoint ? calls.filter((c) => c.endpoint === endpoint) : calls),
    unstubbed,
    fetch: fetchMock,
  } as ApiStub;
  current = api;
  return api;
}

/** The stub of the current test, if it made one (the render helper answers ambient calls on it). */
export function currentApiStub(): ApiStub | null {
  return current;
}

/** The calls of the current test no stub answered, cleared for the next test (test-setup.ts). */
export function takeUnstubbedCalls(): UnstubbedCall[] {
  const left = current?.unstubbed ?? [];
  current = null;
  return left;
}

function paramsOf(endpoint: EndpointRef, method: string, pathname: string): Record<string, string> | null {
  if (endpoint.method !== method) return null;
  const names: string[] = [];
  const pattern = endpoint.path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const found = new RegExp(`^${pattern}$`).exec(pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
}

function matches(
  match: CallMatch<EndpointRef>,
  params: Record<string, string>,
  query: Record<string, string>,
) {
  const fits = (wanted: object | undefined, actual: Record<string, string>) =>
    Object.entries(wanted ?? {}).every(([key, value]) =>
      value === undefined || value === null ? !(key in actual) : actual[key] === String(value),
    );
  return fits(match.params, params) && fits(match.query, query);
}

function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'failure' in value;
}

function isRawAnswer(value: unknown): value is RawAnswer {
  return typeof value === 'object' && value !== null && 'raw' in value && value.raw instanceof Response;
}

function isNetworkFailure(value: unknown): value is NetworkFailure {
  return typeof value === 'object' && value !== null && 'network' in value && value.network === true;
}

function failureResponse(failure: ApiFailure): Response {
  return problemResponse(ERROR_STATUS[failure.failure], failure.failure, failure.detail, failure);
}

function problemResponse(status: number, code: ErrorCode, detail?: string, extra: Partial<ApiFailure> = {}) {
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title: code,
      status,
      code,
      ...(detail ? { detail } : {}),
      ...(extra.fieldErrors ? { errors: extra.fieldErrors } : {}),
    }),
    {
      status,
      headers: {
        'content-type': 'application/problem+json',
        ...(extra.retryAfterSeconds ? { 'retry-after': String(extra.retryAfterSeconds) } : {}),
      },
    },
  );
}

import {
  type BodyOf,
  type Endpoint,
  type EndpointRef,
  type ErrorCode,
  endpointPath,
  type ParamsOf,
  type ProblemExtensions,
  type QueryOf,
  type ResponseOf,
} from '@havn/contract/web';
import { PRODUCT_GROUPS, type ProductGroup } from '@havn/domain/broker/index';

/** A failed call, named by the API's stable code (or NETWORK when no answer came back at all). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly retryAfterSeconds: number | undefined;
  readonly fieldErrors: { path: string; message: string }[];
  /** The problem's extension members: NOT_APPROPRIATE's productGroup, DEPOSIT_CAP_EXCEEDED's room… */
  readonly extensions: ProblemExtensions;
  constructor(
    status: number,
    code: ErrorCode | 'NETWORK',
    message: string,
    extra: {
      retryAfterSeconds?: number;
      fieldErrors?: { path: string; message: string }[];
      extensions?: ProblemExtensions;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.fieldErrors = extra.fieldErrors ?? [];
    this.extensions = extra.extensions ?? {};
  }
}

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls one contract endpoint: the path, verb and types come from `packages/contract`, never retyped.
 * The browser holds only the endpoint's reference (`@havn/contract/web`): the server validates.
 */
export async function callApi<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  input: CallInput<E> = {},
): Promise<ResponseOf<E>> {
  let url = endpointPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
  if (input.query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query as Record<string, unknown>)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const qs = search.toString();
    if (qs) url += `?${qs}`;
  }
  const hasBody = input.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...input.headers,
      },
      ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'network error');
  }
  if (response.ok) {
    if (response.status === 204) return undefined as ResponseOf<E>;
    return (await response.json()) as ResponseOf<E>;
  }
  throw await toApiError(response);
}

/**
 * Fetches one GET endpoint's document in another format than JSON (a PDF statement) as a Blob, with
 * the same error mapping as `callApi`.
 */
export async function callForFile<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  accept: string,
  input: Pick<CallInput<E>, 'params' | 'query'> = {},
): Promise<Blob> {
  let url = endpointPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  if (search.size > 0) url += `?${search.toString()}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', credentials: 'same-origin', headers: { accept } });
  } catch {
    throw new ApiError(0, 'NETWORK', 'network error');
  }
  if (response.ok) return response.blob();
  throw await toApiError(response);
}

/**
 * Sends a multipart form (avatar and logo uploads) to one contract endpoint, with the same error
 * mapping as `callApi`. The browser sets the multipart content type and boundary itself.
 */
export async function callMultipart<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  formData: FormData,
  params?: ParamsOf<E>,
): Promise<ResponseOf<E>> {
  let response: Response;
  try {
    response = await fetch(endpointPath(endpoint.path, (params ?? {}) as Record<string, string>), {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: formData,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'network error');
  }
  if (response.ok) {
    if (response.status === 204) return undefined as ResponseOf<E>;
    return (await response.json()) as ResponseOf<E>;
  }
  throw await toApiError(response);
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('retry-after'));
  let body: {
    code?: unknown;
    detail?: unknown;
    errors?: unknown;
    productGroup?: unknown;
    room?: unknown;
    reason?: unknown;
    retryAt?: unknown;
  } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not problem+json (a proxy's error page): fall back on the status.
  }
  // The shape of a code, not the list of them: the list of every code would weigh on the first page.
  const code = looksLikeCode(body.code) ? body.code : response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  return new ApiError(response.status, code, typeof body.detail === 'string' ? body.detail : code, {
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    ...(Array.isArray(body.errors)
      ? { fieldErrors: body.errors as { path: string; message: string }[] }
      : {}),
    extensions: problemExtensions(body),
  });
}

/** The extension members the page may act on, each taken only when it has the documented shape. */
function problemExtensions(body: {
  productGroup?: unknown;
  room?: unknown;
  reason?: unknown;
  retryAt?: unknown;
  max?: unknown;
  minimum?: unknown;
}): ProblemExtensions {
  const extensions: ProblemExtensions = {};
  const group = body.productGroup;
  if (typeof group === 'string' && (PRODUCT_GROUPS as readonly string[]).includes(group)) {
    extensions.productGroup = group as ProductGroup;
  }
  if (typeof body.room === 'string') extensions.room = body.room;
  if (typeof body.reason === 'string') extensions.reason = body.reason;
  if (typeof body.retryAt === 'string') extensions.retryAt = body.retryAt;
  // The mortgage's refusals: the largest and the smallest loan that would pass.
  if (typeof body.max === 'string') extensions.max = body.max;
  if (typeof body.minimum === 'string') extensions.minimum = body.minimum;
  return extensions;
}

/** A stable code as the API names them; an unknown one still reads as the generic message of its status. */
function looksLikeCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,63}$/.test(code);
}

/** What the translation adapters share: one JSON POST with a timeout, and a failure that says if a retry may help. */

export const TRANSLATION_TIMEOUT_MS = 5000;

/**
 * The engine could not translate this time. `retryable` failures (network, timeout, 429, 5xx) may
 * succeed on a later attempt; the others (a refused key, an unsupported language) will not.
 */
export class TranslationError extends Error {
  readonly retryable: boolean;
  readonly status: number | undefined;
  constructor(message: string, options: { retryable: boolean; status?: number; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'TranslationError';
    this.retryable = options.retryable;
    this.status = options.status;
  }
}

/** `base` + `path` without doubled or missing slashes ("https://x/" + "/translate"). */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * POSTs JSON and returns the parsed JSON answer; every way it can go wrong becomes a
 * TranslationError. Never puts the request body (it may hold an API key) into the error.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    const cancelled = options.signal?.aborted === true;
    const reason = timeout.aborted ? `timed out after ${options.timeoutMs} ms` : errorMessage(error);
    throw new TranslationError(cancelled ? 'cancelled' : reason, { retryable: !cancelled, cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    const status = response.status;
    throw new TranslationError(`answered ${status}`, { retryable: status === 429 || status >= 500, status });
  }
  try {
    return await response.json();
  } catch (error) {
    throw new TranslationError('answered with something that is not JSON', { retryable: true, cause: error });
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

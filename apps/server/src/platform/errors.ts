import {
  CONTROL_CHARACTERS_ISSUE,
  ERROR_STATUS,
  type ErrorCode,
  type Problem,
  type ProblemExtensions,
} from '@havn/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * A named error: the stable code travels to the client as problem+json, with the one status the
 * contract's ERROR_STATUS gives that code.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: Problem['errors'];
  readonly headers: Record<string, string>;
  readonly extensions: ProblemExtensions;
  constructor(
    code: ErrorCode,
    detail?: string,
    extra: {
      errors?: Problem['errors'];
      headers?: Record<string, string>;
      extensions?: ProblemExtensions;
    } = {},
  ) {
    super(detail ?? code);
    this.status = ERROR_STATUS[code];
    this.code = code;
    this.errors = extra.errors;
    this.headers = extra.headers ?? {};
    this.extensions = extra.extensions ?? {};
  }
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const codeForStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function problem(
  status: number,
  code: ErrorCode,
  detail?: string,
  errors?: Problem['errors'],
): Problem {
  return {
    type: `about:blank#${code}`,
    title: titles[status] ?? 'Error',
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(errors ? { errors } : {}),
  };
}

/** Every error leaves as problem+json; a 5xx never carries details of what went wrong inside. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: Problem;
    if (error instanceof AppError) {
      body = problem(
        error.status,
        error.code,
        error.message === error.code ? undefined : error.message,
        error.errors,
      );
      body = { ...body, ...error.extensions };
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    } else if (
      hasZodFastifySchemaValidationErrors(error) &&
      error.validation.every((v) => v.message === CONTROL_CHARACTERS_ISSUE)
    ) {
      // The contract refuses NUL and other control characters in any request text (PostgreSQL cannot
      // store NUL): the same 422 the text rules give, whichever field carried them.
      body = problem(422, 'CONTROL_CHARACTERS', 'The request contains characters that cannot be saved.');
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      body = problem(
        400,
        'VALIDATION_FAILED',
        'The request does not match the schema.',
        error.validation.map((v) => ({
          path: `${error.validationContext ?? 'body'}${v.instancePath.replaceAll('/', '.')}`,
          message: v.message ?? 'invalid',
        })),
      );
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      body = problem(500, 'INTERNAL');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const status = error.statusCode;
      body = problem(status, codeForStatus[status] ?? 'BAD_REQUEST', error.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = problem(500, 'INTERNAL');
    }
    return reply.status(body.status).type('application/problem+json').send(body);
  });
}

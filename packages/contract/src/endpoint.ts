import type { ApiKeyScope } from '@havn/domain/api-keys';
import { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import { CONTROL_CHARACTERS_ISSUE, isSafeText, unsafeInputPath } from './input.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Who may call an endpoint: anyone, anyone (the session is read when present), or a logged-in user. */
export type EndpointAuth = 'public' | 'optional' | 'session';

/**
 * One HTTP call, defined once: the server registers it (validation, serialization, OpenAPI), the web
 * client calls it with typed params and bodies. Paths use Fastify's `:param` syntax.
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  auth: EndpointAuth;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The success status and its body (z.null() for an empty 204). */
  success: { status: 200 | 201 | 204; body: Response };
  /** The named errors the endpoint may answer with, besides the generic ones. */
  errors: readonly ErrorCode[];
  /** Mutations that move money take an Idempotency-Key header. */
  idempotent?: boolean;
  /**
   * The scope a personal API key needs to make this call with `Authorization: Bearer`; without it no
   * key may (the allow-list of api.md "Platform": a key works on the documented calls only).
   */
  apiKey?: ApiKeyScope;
}

export function endpoint<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
>(def: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return {
    ...def,
    ...(def.params ? { params: hardened(def.params) } : {}),
    ...(def.query ? { query: hardened(def.query) } : {}),
    ...(def.body ? { body: hardened(def.body) } : {}),
  };
}

/**
 * Every request schema, as the server validates it: an object refuses unknown keys (a typo or a
 * smuggled `state` is a 400, never silently dropped), and no string anywhere in the input carries NUL
 * or another control character and no number lies outside the safe integers (unsafeInputPath).
 */
function hardened<S extends z.ZodType>(schema: S): S {
  const strict = schema instanceof z.ZodObject ? (schema.strict() as unknown as S) : schema;
  return strict.superRefine((value, ctx) => {
    const path = unsafeInputPath(value);
    if (!path) return;
    const leaf = path.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown>)?.[key],
      value,
    );
    const badText =
      typeof leaf === 'string' || (typeof leaf !== 'number' && !isSafeText(String(path.at(-1))));
    ctx.addIssue({
      code: 'custom',
      path,
      message: badText ? CONTROL_CHARACTERS_ISSUE : 'not a safe integer',
    });
  });
}

/** The full definition of an endpoint, or of the browser's reference to one (endpoint-ref.ts). */
type DefinitionOf<E> = E extends Endpoint
  ? E
  : E extends { readonly definition?: infer D }
    ? NonNullable<D>
    : never;

export type ResponseOf<E> =
  DefinitionOf<E> extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
export type BodyOf<E> =
  DefinitionOf<E> extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ParamsOf<E> =
  DefinitionOf<E> extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<E> =
  DefinitionOf<E> extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;

export { endpointPath } from './path.ts';

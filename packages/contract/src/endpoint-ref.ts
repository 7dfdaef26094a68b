import type { Endpoint } from './endpoint.ts';

/**
 * An endpoint as the browser calls it: its verb and path, with no schema. The full definition rides
 * along as a type only (`definition` is never set), so a call's params, query, body and answer stay
 * typed from the contract while the web's bundle holds none of zod or the API's schemas.
 */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  readonly definition?: E;
}

/** A tree of endpoints (the grouped `api`), each leaf replaced by its reference. */
export type EndpointRefs<T> = {
  readonly [K in keyof T]: T[K] extends Endpoint ? EndpointRef<T[K]> : EndpointRefs<T[K]>;
};

type EndpointTree = { readonly [name: string]: Endpoint | EndpointTree };

/** The references of a tree of endpoints, in its order: what `paths.ts` holds, written out. */
export function endpointRefsOf(tree: EndpointTree): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]) => [
      name,
      typeof node.method === 'string' && typeof node.path === 'string'
        ? { method: node.method, path: node.path }
        : endpointRefsOf(node as EndpointTree),
    ]),
  );
}

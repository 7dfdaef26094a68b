import { useQueries } from '@tanstack/react-query';
import { instrumentQueryOptions } from '../market-data/instrument/queries.ts';

/**
 * Names and types of instruments by id, from the shared instrument query (the id until loaded).
 * `settled` once every one is loaded or has failed (its name stays the id).
 */
export function useInstrumentFacts(ids: readonly number[]): {
  name: (id: number) => string;
  /** The instrument's type, undefined until it is loaded. */
  type: (id: number) => string | undefined;
  types: string[] | null;
  settled: boolean;
} {
  const results = useQueries({ queries: ids.map((id) => instrumentQueryOptions(String(id))) });
  const byId = new Map(results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : [])));
  const types = results.every((r) => r.data) ? results.map((r) => r.data!.type) : null;
  const settled = results.every((r) => r.data || r.isError);
  return { name: (id) => byId.get(id)?.name ?? `#${id}`, type: (id) => byId.get(id)?.type, types, settled };
}

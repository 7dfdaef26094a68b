import { LANGUAGES, type Language } from '@havn/domain';
import da from './languages/da.ts';
import de from './languages/de.ts';
import en from './languages/en.ts';
import fi from './languages/fi.ts';
import nb from './languages/nb.ts';
import sv from './languages/sv.ts';
import type { Namespace } from './load.ts';

export { defaultNamespace, type Namespace, namespaces } from './load.ts';

export const englishResources = en;
export type Resources = typeof englishResources;

/** Every language's catalogs at once (the server and tests); the web loads one language at a time. */
export const resources: Record<Language, Record<Namespace, unknown>> = { en, sv, nb, da, fi, de };

export { LANGUAGES };

/** Every key of a catalog as a dotted path, for parity checks. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

import { PRODUCT_GROUPS, type ProductGroup } from '@havn/domain/broker/index';

/** The knowledge-test page's `{mifid2Category}`: a product group in lower case with dashes (`leveraged`). */
export function categoryOf(group: ProductGroup): string {
  return group.toLowerCase().replaceAll('_', '-');
}

export function groupOfCategory(category: string | undefined): ProductGroup | null {
  return PRODUCT_GROUPS.find((group) => categoryOf(group) === category) ?? null;
}

/** A path inside the app to come back to after a test; anything else (another origin) is dropped. */
export function safeReturnPath(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,80}\.(jpg|png|gif|webp)$/;

/**
 * A key the server could have made: lowercase letters, digits and dashes plus an image extension. No
 * dots, slashes or percent signs, so a key can never climb out of its folder or bucket.
 */
export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

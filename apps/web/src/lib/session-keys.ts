/** The session's query key: the app shell, every screen and the test renderer read the same cache entry. */
export const sessionKeys = { current: ['session'] as const };

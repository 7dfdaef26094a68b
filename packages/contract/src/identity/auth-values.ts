/** Plain values of the auth calls, without zod: the web imports them at run time (`@havn/contract/web`). */

/**
 * A cookie the web app may read (not HttpOnly, no secret: "1"), set beside the session cookie with the
 * same lifetime and cleared with it: the web asks GET /api/auth/session only while it is there, so a
 * visitor's pages make no request that answers 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'havn_signed_in';

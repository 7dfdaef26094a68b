/** Plain values of the watchlist calls, without zod: the web imports them at run time (`@havn/contract/web`). */

export const WATCHLIST_NAME_MAX = 60;

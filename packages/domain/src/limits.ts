/**
 * Every number of spec section 9 and the platform limits, once. Later issues add the community and
 * brokerage constants here; nothing else in the code base writes these numbers.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** Login account names (not the community username): what a customer types to log in. */
export const LOGIN_NAME_MIN = 3;
export const LOGIN_NAME_MAX = 40;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** Sessions: idle and absolute lifetimes. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** Login throttling: failures per account and attempts per IP inside one window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_ATTEMPTS_PER_IP = 30;
export const REGISTRATIONS_PER_IP_PER_HOUR = 20;

import * as accounts from './accounts.ts';
import * as auth from './auth.ts';
import * as health from './health.ts';

export * from './accounts.ts';
export * from './auth.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * from './health.ts';

/** Every endpoint of the API, for the server's registration check and the OpenAPI test. */
export const api = {
  auth: { register: auth.register, login: auth.login, logout: auth.logout, session: auth.session },
  accounts: { list: accounts.listAccounts },
  platform: { health: health.health },
} as const;

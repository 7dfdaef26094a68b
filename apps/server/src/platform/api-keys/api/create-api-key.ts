import { api } from '@havn/contract';
import { requireUser, route } from '../../route.ts';
import { createApiKey } from '../api-keys-service.ts';

/** A new personal API key; the answer carries its secret, the only time it is ever shown. */
export const createApiKeyRoute = route(api.platform.apiKeys.create, async ({ ctx, user, body, reply }) => {
  reply.header('cache-control', 'no-store');
  return createApiKey(ctx, requireUser(user).id, body);
});

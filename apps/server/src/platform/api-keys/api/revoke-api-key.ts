import { api } from '@havn/contract';
import { requireUser, route } from '../../route.ts';
import { revokeOwnApiKey } from '../api-keys-service.ts';

/** Revokes one of my keys: the next call with it is 401. */
export const revokeApiKeyRoute = route(api.platform.apiKeys.revoke, async ({ ctx, user, params }) => {
  await revokeOwnApiKey(ctx, requireUser(user).id, params.keyId);
  return undefined;
});

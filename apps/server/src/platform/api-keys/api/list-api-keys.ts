import { api } from '@havn/contract';
import { requireUser, route } from '../../route.ts';
import { listApiKeys } from '../api-keys-service.ts';

/** My live personal API keys, without their secrets. */
export const listApiKeysRoute = route(api.platform.apiKeys.list, ({ ctx, user }) =>
  listApiKeys(ctx, requireUser(user).id),
);

import type { RouteDefinition } from '../route.ts';
import { createApiKeyRoute } from './api/create-api-key.ts';
import { listApiKeysRoute } from './api/list-api-keys.ts';
import { revokeApiKeyRoute } from './api/revoke-api-key.ts';

export const apiKeyRoutes: readonly RouteDefinition[] = [
  listApiKeysRoute,
  createApiKeyRoute,
  revokeApiKeyRoute,
];

import type { RouteDefinition } from '../../platform/route.ts';
import { createGroupRoute } from './api/create-group.ts';
import { deleteGroupRoute } from './api/delete-group.ts';
import { discoverGroupsRoute } from './api/discover-groups.ts';
import { editGroupRoute } from './api/edit-group.ts';
import { groupBySlugRoute } from './api/group-by-slug.ts';
import { groupWidgetRoute } from './api/group-widget.ts';
import { joinGroupRoute } from './api/join-group.ts';
import { leaveGroupRoute } from './api/leave-group.ts';
import { uploadGroupLogoRoute } from './api/upload-group-logo.ts';
import { validateGroupNameRoute } from './api/validate-group-name.ts';

/** Every groups endpoint. `/groups/widget` and `/groups/validate-name` are static paths: they win over `/groups/:slug`. */
export const groupRoutes: readonly RouteDefinition[] = [
  joinGroupRoute,
  leaveGroupRoute,
  createGroupRoute,
  validateGroupNameRoute,
  editGroupRoute,
  uploadGroupLogoRoute,
  deleteGroupRoute,
  groupWidgetRoute,
  groupBySlugRoute,
  discoverGroupsRoute,
];

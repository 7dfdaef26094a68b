import type { RouteDefinition } from '../../platform/route.ts';
import { acceptInvitationRoute } from './api/accept-invitation.ts';
import { approveJoinRequestRoute } from './api/approve-join-request.ts';
import { createGroupRoute } from './api/create-group.ts';
import { declineInvitationRoute } from './api/decline-invitation.ts';
import { declineJoinRequestRoute } from './api/decline-join-request.ts';
import { deleteGroupRoute } from './api/delete-group.ts';
import { discoverGroupsRoute } from './api/discover-groups.ts';
import { editGroupRoute } from './api/edit-group.ts';
import { groupBySlugRoute } from './api/group-by-slug.ts';
import { groupWidgetRoute } from './api/group-widget.ts';
import { inviteToGroupRoute } from './api/invite-to-group.ts';
import { joinGroupRoute } from './api/join-group.ts';
import { joinRequestsRoute } from './api/join-requests.ts';
import { leaveGroupRoute } from './api/leave-group.ts';
import { requestToJoinRoute } from './api/request-to-join.ts';
import { uploadGroupLogoRoute } from './api/upload-group-logo.ts';
import { validateGroupNameRoute } from './api/validate-group-name.ts';
import { withdrawJoinRequestRoute } from './api/withdraw-join-request.ts';

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
  requestToJoinRoute,
  withdrawJoinRequestRoute,
  joinRequestsRoute,
  approveJoinRequestRoute,
  declineJoinRequestRoute,
  inviteToGroupRoute,
  acceptInvitationRoute,
  declineInvitationRoute,
];

import type { RouteDefinition } from '../../platform/route.ts';
import { createProfileRoute } from './api/create-profile.ts';
import { followRoute, unfollowRoute } from './api/follow.ts';
import { followersRoute, mutedRoute } from './api/follow-lists.ts';
import { getProfileRoute, myProfileRoute } from './api/get-profile.ts';
import { muteRoute, unmuteRoute } from './api/mute.ts';
import { inactivateRoute, reactivateRoute } from './api/profile-state.ts';
import { shareableAccountsRoute, toggleSharedRoute } from './api/shareable-accounts.ts';
import { updateAvatarRoute } from './api/update-avatar.ts';
import { updateDescriptionRoute } from './api/update-description.ts';
import { validateUsernameRoute } from './api/validate-username.ts';

export const profileRoutes: readonly RouteDefinition[] = [
  myProfileRoute,
  getProfileRoute,
  createProfileRoute,
  validateUsernameRoute,
  reactivateRoute,
  inactivateRoute,
  updateAvatarRoute,
  updateDescriptionRoute,
  followRoute,
  unfollowRoute,
  muteRoute,
  unmuteRoute,
  followersRoute,
  mutedRoute,
  shareableAccountsRoute,
  toggleSharedRoute,
];

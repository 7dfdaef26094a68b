import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { readImageForm } from '../../../platform/uploads/image-upload.ts';
import { requireActiveProfile } from '../profile-access.ts';
import { changeAvatar } from '../profile-service.ts';

export const updateAvatarRoute = route(api.community.profiles.avatar, async ({ ctx, user, request }) => {
  const profile = await requireActiveProfile(ctx, user);
  const form = await readImageForm(ctx, request, 'avatar', user!.id);
  return changeAvatar(ctx, profile, form);
});

import { api } from '@havn/contract';
import { isPresetAvatar } from '@havn/domain';
import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema/profiles.ts';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { discardUpload, readImageForm } from '../../../platform/uploads/image-upload.ts';
import { requireActiveProfile } from '../profile-access.ts';
import { presentProfile } from '../views/profile-view.ts';

export const updateAvatarRoute = route(api.community.profiles.avatar, async ({ ctx, user, request }) => {
  const profile = await requireActiveProfile(ctx, user);
  const form = await readImageForm(ctx, request, 'avatar', user!.id);
  const preset = form.fields.avatarUri;
  const avatarUri = form.image?.uri ?? (preset && isPresetAvatar(preset) ? preset : null);
  if (!avatarUri) throw new AppError('INVALID_AVATAR', 'Upload an image or choose a preset avatar.');
  const previous = profile.avatarUri;
  const [row] = await ctx.db
    .update(profiles)
    .set({ avatarUri })
    .where(eq(profiles.id, profile.id))
    .returning();
  // The replaced upload is no longer shown anywhere: remove it rather than keep it forever.
  const previousKey = previous?.startsWith('/api/media/') ? previous.slice('/api/media/'.length) : null;
  if (previousKey && previous !== avatarUri) await discardUpload(ctx, previousKey).catch(() => undefined);
  return presentProfile(row!, undefined, true);
});

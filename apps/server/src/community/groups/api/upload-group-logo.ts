import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { discardUpload, readImageForm } from '../../../platform/uploads/image-upload.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { discardLogo } from '../group-logo.ts';
import { replaceGroupLogo } from '../groups-repo.ts';
import { requireCreator, requireGroup } from '../groups-service.ts';

/** Replaces the logo (creator only); the permission is checked before a byte of the file is read. */
export const uploadGroupLogoRoute = route(
  api.community.groups.uploadLogo,
  async ({ ctx, user, params, request }) => {
    const profile = await requireActiveProfile(ctx, user);
    const group = await requireGroup(ctx, params.groupId);
    requireCreator(group, profile);
    const { fields, image } = await readImageForm(ctx, request, 'groupLogo', profile.userId);
    if (!image || Object.keys(fields).length > 0) {
      if (image) await discardUpload(ctx, image.key);
      throw new AppError('VALIDATION_FAILED', 'Send the logo as the one part `file`.', {
        errors: [{ path: 'body.file', message: 'required' }],
      });
    }
    let replaced: Awaited<ReturnType<typeof replaceGroupLogo>>;
    try {
      replaced = await replaceGroupLogo(ctx.db, group.id, image.uri);
    } catch (error) {
      await discardUpload(ctx, image.key);
      throw error;
    }
    if (!replaced) {
      // Deleted while the file was uploading.
      await discardUpload(ctx, image.key);
      throw new AppError('NOT_FOUND', 'No such group.');
    }
    await discardLogo(ctx, replaced.previous);
    // @TODO(community stream issue): publishEvent (platform/stream/publish.ts) a GROUP_UPDATED event.
    return { logoUri: image.uri };
  },
);

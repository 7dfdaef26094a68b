import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { readImageForm } from '../../../platform/uploads/image-upload.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { replaceLogo } from '../group-requests.ts';

/** Replaces the logo (creator only); the permission is checked before a byte of the file is read. */
export const uploadGroupLogoRoute = route(
  api.community.groups.uploadLogo,
  async ({ ctx, user, params, request }) => {
    const profile = await requireActiveProfile(ctx, user);
    return replaceLogo(ctx, profile, params.groupId, () =>
      readImageForm(ctx, request, 'groupLogo', profile.userId),
    );
  },
);

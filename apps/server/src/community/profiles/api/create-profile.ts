import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { readImageForm } from '../../../platform/uploads/image-upload.ts';
import { createProfile } from '../profile-service.ts';

export const createProfileRoute = route(api.community.profiles.create, ({ ctx, user, request }) =>
  createProfile(ctx, user!, () => readImageForm(ctx, request, 'avatar', user!.id)),
);

import { api } from '@havn/contract';
import { isPresetAvatar, validateUsername } from '@havn/domain';
import type { AppContext } from '../../../context.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { profiles } from '../../../db/schema/profiles.ts';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import type { UserRow } from '../../../platform/sessions.ts';
import { discardUpload, type ImageForm, readImageForm } from '../../../platform/uploads/image-upload.ts';
import { profileOfUser } from '../profile-access.ts';
import { freeProfileSlug, isUsernameTaken } from '../profiles-repo.ts';
import { isReservedUsername } from '../reserved-names.ts';

/** Racing creates for one slug: each round someone wins, so a handful of rounds is plenty. */
const SLUG_ATTEMPTS = 5;

/**
 * Join the community: an available username, accepted terms, and an avatar (an uploaded image or one of
 * the 30 presets). Everything is checked here whatever the client checked; a refused request leaves no
 * upload behind.
 */
export const createProfileRoute = route(api.community.profiles.create, async ({ ctx, user, request }) => {
  if (await profileOfUser(ctx.db, user!.id)) {
    throw new AppError('PROFILE_EXISTS', 'You already have a community profile.');
  }
  const form = await readImageForm(ctx, request, 'avatar', user!.id);
  try {
    return { profileId: await insertProfile(ctx, user!, form) };
  } catch (error) {
    if (form.image) await discardUpload(ctx, form.image.key);
    throw error;
  }
});

async function insertProfile(ctx: AppContext, user: UserRow, form: ImageForm): Promise<string> {
  const check = validateUsername(form.fields.username ?? '');
  if (check.state !== 'VALID_ON_CLIENT' || isReservedUsername(check.username)) {
    throw new AppError('USERNAME_INVALID', 'That username cannot be used.');
  }
  if (form.fields.acceptedTerms !== 'true') {
    throw new AppError('TERMS_NOT_ACCEPTED', 'Accept the terms to join the community.');
  }
  const preset = form.fields.avatarUri;
  if (preset !== undefined && !isPresetAvatar(preset)) {
    throw new AppError('INVALID_AVATAR', 'Choose one of the preset avatars or upload an image.');
  }
  if (await isUsernameTaken(ctx.db, check.username)) {
    throw new AppError('USERNAME_TAKEN', 'Username is already taken.');
  }
  const now = ctx.clock.now();
  // Two members joining at once with names that slug alike (`Nordic Value`, `Nordic-Value`) both see
  // the same slug free: the loser of the insert takes the next suffix.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [row] = await ctx.db
        .insert(profiles)
        .values({
          userId: user.id,
          username: check.username,
          slug: await freeProfileSlug(ctx.db, check.username),
          avatarUri: form.image?.uri ?? preset ?? null,
          country: user.country,
          acceptedTermsAt: now,
          joinedAt: now,
        })
        .returning({ id: profiles.id });
      return row!.id;
    } catch (error) {
      if (isUniqueViolation(error, 'profiles_username_key')) {
        throw new AppError('USERNAME_TAKEN', 'Username is already taken.');
      }
      if (isUniqueViolation(error, 'profiles_user_id_key')) {
        throw new AppError('PROFILE_EXISTS', 'You already have a community profile.');
      }
      if (isUniqueViolation(error, 'profiles_slug_key') && attempt < SLUG_ATTEMPTS) continue;
      throw error;
    }
  }
}

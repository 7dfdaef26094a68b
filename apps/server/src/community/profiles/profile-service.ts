import { BIO_MAX, type ProfileView } from '@havn/contract';
import { isPresetAvatar, normalizeText, validateUsername } from '@havn/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { discardUpload, type ImageForm } from '../../platform/uploads/image-upload.ts';
import {
  freeProfileSlug,
  insertProfile,
  isUsernameTaken,
  type ProfileRow,
  profileOfUser,
  updateProfile,
} from './profiles-repo.ts';
import { isReservedUsername } from './reserved-names.ts';
import { presentProfile } from './views/profile-view.ts';

/** Racing creates for one slug: each round someone wins, so a handful of rounds is plenty. */
const SLUG_ATTEMPTS = 5;

/**
 * Join the community: an available username, accepted terms, and an avatar (an uploaded image or one of
 * the 30 presets). Everything is checked here whatever the client checked; a refused request leaves no
 * upload behind. The form is read only once the customer is known to have no profile yet.
 */
export async function createProfile(
  ctx: AppContext,
  user: UserRow,
  readForm: () => Promise<ImageForm>,
): Promise<{ profileId: string }> {
  if (await profileOfUser(ctx.db, user.id)) {
    throw new AppError('PROFILE_EXISTS', 'You already have a community profile.');
  }
  const form = await readForm();
  try {
    return { profileId: await insertCheckedProfile(ctx, user, form) };
  } catch (error) {
    if (form.image) await discardUpload(ctx, form.image.key);
    throw error;
  }
}

async function insertCheckedProfile(ctx: AppContext, user: UserRow, form: ImageForm): Promise<string> {
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
      return await insertProfile(ctx.db, {
        userId: user.id,
        username: check.username,
        slug: await freeProfileSlug(ctx.db, check.username),
        avatarUri: form.image?.uri ?? preset ?? null,
        country: user.country,
        acceptedTermsAt: now,
        joinedAt: now,
      });
    } catch (error) {
      if (
        isUniqueViolation(error, 'profiles_username_key') ||
        isUniqueViolation(error, 'profiles_username_skeleton_key')
      ) {
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

/** A new avatar: the uploaded image, else a preset; the replaced upload is removed. */
export async function changeAvatar(
  ctx: AppContext,
  profile: ProfileRow,
  form: ImageForm,
): Promise<ProfileView> {
  const preset = form.fields.avatarUri;
  const avatarUri = form.image?.uri ?? (preset && isPresetAvatar(preset) ? preset : null);
  if (!avatarUri) throw new AppError('INVALID_AVATAR', 'Upload an image or choose a preset avatar.');
  const previous = profile.avatarUri;
  const row = await updateProfile(ctx.db, profile.id, { avatarUri });
  // The replaced upload is no longer shown anywhere: remove it rather than keep it forever.
  const previousKey = previous?.startsWith('/api/media/') ? previous.slice('/api/media/'.length) : null;
  if (previousKey && previous !== avatarUri) await discardUpload(ctx, previousKey).catch(() => undefined);
  return presentProfile(row, undefined, true);
}

export async function changeDescription(
  ctx: AppContext,
  profile: ProfileRow,
  text: string,
): Promise<ProfileView> {
  const normalized = normalizeText(text);
  if (!normalized.ok)
    throw new AppError('CONTROL_CHARACTERS', 'The bio contains characters that cannot be saved.');
  const description = normalized.value.trim();
  if ([...description].length > BIO_MAX) {
    throw new AppError('TEXT_TOO_LONG', `Maximum ${BIO_MAX} characters`);
  }
  return presentProfile(await updateProfile(ctx.db, profile.id, { description }), undefined, true);
}

async function ownProfile(ctx: AppContext, user: UserRow): Promise<ProfileRow> {
  const profile = await profileOfUser(ctx.db, user.id);
  if (!profile) throw new AppError('NOT_FOUND', 'You have no community profile.');
  return profile;
}

/** Deactivate: the profile and its content stay; others see them as by a deactivated user. */
export async function deactivateProfile(ctx: AppContext, user: UserRow): Promise<void> {
  const profile = await ownProfile(ctx, user);
  if (profile.status === 'ACTIVE') {
    await updateProfile(ctx.db, profile.id, { status: 'DEACTIVATED', deactivatedAt: ctx.clock.now() });
  }
}

/** Reactivate; 409 when it is already active (the onboarding goes on to sharing). */
export async function reactivateProfile(ctx: AppContext, user: UserRow): Promise<ProfileView> {
  const profile = await ownProfile(ctx, user);
  if (profile.status === 'ACTIVE')
    throw new AppError('PROFILE_ALREADY_ACTIVE', 'Your profile is already active.');
  const row = await updateProfile(ctx.db, profile.id, { status: 'ACTIVE', deactivatedAt: null });
  return presentProfile(row, undefined, true);
}

/** The join drawer's username check: INVALID, UNAVAILABLE (reserved), ALREADY_EXISTS or VALID. */
export async function checkUsername(ctx: AppContext, user: UserRow, username: string, ip: string) {
  await enforceAbuseLimit(ctx, 'nameCheck', user.id, ip);
  const check = validateUsername(username);
  if (check.state !== 'VALID_ON_CLIENT') return { result: 'INVALID' as const };
  if (isReservedUsername(check.username)) return { result: 'UNAVAILABLE' as const };
  return {
    result: (await isUsernameTaken(ctx.db, check.username))
      ? ('ALREADY_EXISTS' as const)
      : ('VALID' as const),
  };
}

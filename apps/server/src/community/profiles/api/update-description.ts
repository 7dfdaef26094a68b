import { api, BIO_MAX } from '@havn/contract';
import { normalizeText } from '@havn/domain';
import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema/profiles.ts';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../profile-access.ts';
import { presentProfile } from '../views/profile-view.ts';

export const updateDescriptionRoute = route(
  api.community.profiles.description,
  async ({ ctx, body, user }) => {
    const profile = await requireActiveProfile(ctx, user);
    const normalized = normalizeText(body.description);
    if (!normalized.ok)
      throw new AppError('CONTROL_CHARACTERS', 'The bio contains characters that cannot be saved.');
    const description = normalized.value.trim();
    if ([...description].length > BIO_MAX) {
      throw new AppError('TEXT_TOO_LONG', `Maximum ${BIO_MAX} characters`);
    }
    const [row] = await ctx.db
      .update(profiles)
      .set({ description })
      .where(eq(profiles.id, profile.id))
      .returning();
    return presentProfile(row!, undefined, true);
  },
);

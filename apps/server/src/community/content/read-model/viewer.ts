import type { AppContext } from '../../../context.ts';
import type { UserRow } from '../../../platform/sessions.ts';
import { profileOfUser } from '../../profiles/profile-access.ts';

/** Who is reading: everything viewer-specific in a view (selected, userVoted, muted) derives from this. */
export interface ContentViewer {
  userId: string | null;
  /** The reader's community profile, if they have one. */
  profileId: string | null;
  /** The UI language the page asked in (the `language` param), for translations. */
  language: string | null;
  country: string | null;
}

export async function contentViewer(
  ctx: AppContext,
  user: UserRow | null,
  language?: string,
): Promise<ContentViewer> {
  const profile = user ? await profileOfUser(ctx.db, user.id) : null;
  return {
    userId: user?.id ?? null,
    profileId: profile?.id ?? null,
    language: language ?? null,
    country: user?.country ?? null,
  };
}

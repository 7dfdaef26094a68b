import { PROFILE_STATUSES } from '@havn/domain';
import { z } from 'zod';

/** The community API's base path (api.md). */
export const COMMUNITY = '/api/community/v1';

export const isoTime = z.string().describe('ISO 8601, UTC');

/** A profile as every community view shows it (spec section 3); a deactivated author has the all-zero id. */
export const profileSchema = z.object({
  id: z.string(),
  slug: z.string(),
  username: z.string(),
  avatarUri: z.string().nullable(),
  country: z.string(),
  joinedAt: isoTime,
  description: z.string(),
  rating: z.number().int().min(0).max(3),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  status: z.enum(PROFILE_STATUSES),
  relationship: z.object({ muted: z.boolean(), following: z.boolean(), followedBy: z.boolean() }),
});
export type ProfileView = z.infer<typeof profileSchema>;

export const profileIdParams = z.object({ profileId: z.string().uuid() });
export const groupIdParams = z.object({ groupId: z.string().uuid() });
export const contentIdParams = z.object({ contentId: z.string().uuid() });

export const resultSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ result: z.enum(values) });

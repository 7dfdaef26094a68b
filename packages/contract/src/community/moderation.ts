/** The moderation calls of the community API (api.md, Community). */
export const moderationApi = {} as const;

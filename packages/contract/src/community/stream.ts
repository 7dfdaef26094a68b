/** The stream calls of the community API (api.md, Community). */
export const streamApi = {} as const;

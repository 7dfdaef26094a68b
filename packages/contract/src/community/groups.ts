/** The groups calls of the community API (api.md, Community). */
export const groupsApi = {} as const;

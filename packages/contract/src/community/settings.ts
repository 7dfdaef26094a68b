/** The settings calls of the community API (api.md, Community). */
export const settingsApi = {} as const;

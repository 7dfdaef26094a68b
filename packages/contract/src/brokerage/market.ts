/** The market calls of the brokerage API (api.md, Brokerage and site). */
export const marketApi = {} as const;

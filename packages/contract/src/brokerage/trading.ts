/** The trading calls of the brokerage API (api.md, Brokerage and site). */
export const tradingApi = {} as const;

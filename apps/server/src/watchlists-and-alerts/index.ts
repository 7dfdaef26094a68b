// What other contexts may ask of watchlists and alerts (the site's legacy shared-list links).

export { insertMessage } from './alerts/messages-repo.ts';
export { sharedWatchlistIdByLegacyNumber } from './watchlists/watchlists-repo.ts';

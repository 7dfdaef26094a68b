/** The accounts' public face for the rest of the server (community reads brokerage modules only here). */
export { type AccountRow, accountsOfUser, setAccountSharing } from './accounts-repo.ts';

/** Accounts and money's public entry point for the contexts that may read it (the community; funds and transfers call requireAppropriate). */
export { type AccountRow, accountsOfUser, setAccountSharing } from './accounts/accounts-repo.ts';
export { requireAppropriate } from './appropriateness/appropriateness-service.ts';
export { accountBalances, balancesOfAccounts } from './ledger/ledger-repo.ts';

/** Accounts and money's public entry point for the contexts that may read it (the community). */
export { type AccountRow, accountsOfUser, setAccountSharing } from './accounts/accounts-repo.ts';
export { accountBalances, balancesOfAccounts } from './ledger/ledger-repo.ts';

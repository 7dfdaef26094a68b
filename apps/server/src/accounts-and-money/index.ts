/** Accounts and money's public entry point for the contexts that may read it (the community). */
export { accountBalances, balancesOfAccounts } from './ledger/ledger-repo.ts';

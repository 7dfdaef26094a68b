/** The ledger's public face for the rest of the server. */
export { authorPositionAt } from '../../portfolio/author-position.ts';
export { accountBalances, balancesOfAccounts } from './ledger-repo.ts';

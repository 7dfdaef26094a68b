import { mortgageJobs, mortgageSchedules } from './mortgages/mortgage-jobs.ts';
import { lendingJobs, lendingSchedules } from './securities-lending/lending-jobs.ts';

/**
 * The credit module's background work: mortgage applications driven through the credit check, and a
 * day's interest on loans against holdings.
 */
export const creditJobs = [...mortgageJobs, ...lendingJobs];
export const creditSchedules = [...mortgageSchedules, ...lendingSchedules];

import { mortgageJobs, mortgageSchedules } from './mortgages/mortgage-jobs.ts';

/** The credit module's background work: mortgage applications driven through the credit check. */
export const creditJobs = [...mortgageJobs];
export const creditSchedules = [...mortgageSchedules];

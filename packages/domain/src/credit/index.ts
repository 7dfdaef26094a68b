export * from './mortgage.ts';
export * from './private-banking.ts';
export * from './securities-lending.ts';

export * from './mortgage.ts';
export * from './private-banking.ts';

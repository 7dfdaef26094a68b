export * from './broker/account-type.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './site.ts';

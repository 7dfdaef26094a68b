export * from './accounts.ts';
export * from './rate-limits.ts';
export * from './sessions.ts';
export * from './users.ts';

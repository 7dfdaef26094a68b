export * from './common.ts';
export * from './groups.ts';
export * from './moderation.ts';
export * from './settings.ts';
export * from './stream.ts';

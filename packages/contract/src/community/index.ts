export * from '../platform/stream.ts';
export * from '../platform/stream-events.ts';
export * from './common.ts';
export * from './content.ts';
export * from './groups.ts';
export * from './moderation.ts';
export * from './profiles.ts';
export * from './settings.ts';

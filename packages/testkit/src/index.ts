export * from './chromium.ts';
export * from './community.ts';
export * from './fake-libretranslate.ts';
export * from './seeds.ts';
export * from './stream.ts';
export * from './test-client.ts';
export * from './test-server.ts';
export * from './trading.ts';

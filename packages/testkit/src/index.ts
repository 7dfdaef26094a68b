export * from './seeds.ts';
export * from './test-client.ts';
export * from './test-server.ts';

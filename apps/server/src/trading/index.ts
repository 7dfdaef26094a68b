/** Trading's public entry point for the contexts that may read it (the community). */
export { type FillExecuted, fillExecuted } from './events.ts';

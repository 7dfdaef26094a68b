/** The portfolio's public entry point for the contexts that may read it (the community). */
export { authorPositionAt } from './author-position.ts';

/** The portfolio's public entry point for the contexts that may read it (the community). */
export { authorPositionAt, keptAuthorPosition } from './author-position.ts';

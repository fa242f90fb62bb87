/** Kept for gazetteer.ts, which reads the lexicons' words: the list now lives in other-trades.ts. */
export { OTHER_TRADES as OTHER_NEEDS } from './other-trades.ts';

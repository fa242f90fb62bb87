import { sql, type RawBuilder } from 'kysely';

/** `%text%` for (I)LIKE: the text's own `%`, `_` and `\` match themselves (PostgreSQL's default escape is `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The same «contains» pattern for a search that ignores case and accents (migration 0021): the term is folded by the
 * database's `search_fold` — the function that folds the searched text — and escaped after folding. Compare it with
 * a folded column: `search_fold(name) like foldedContainsPattern(term)`.
 */
export function foldedContainsPattern(term: string): RawBuilder<string> {
  return sql<string>`search_pattern(${term})`;
}

/** `%text%` for (I)LIKE: the text's own `%`, `_` and `\` match themselves (PostgreSQL's default escape is `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
